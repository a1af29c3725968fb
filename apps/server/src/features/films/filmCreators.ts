import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import { createFilmsRepo } from './films.repo.ts';

/**
 * Who created a film, for the film media feature (the tus upload, the transcode call). It reads the films
 * table alone, so the composition root builds it before the media feature, and the films module after.
 */
export function createFilmCreators(db: Kysely<Database>) {
  const repo = createFilmsRepo(db);
  return {
    /**
     * Whether `userId` created the film. A film that does not exist, or that only its creator may see (not
     * published), is 4004 for anyone else, as the films calls answer it.
     */
    async isCreator(userId: string, filmId: string): Promise<boolean> {
      const film = await repo.creatorOf(filmId);
      if (film?.creatorId === userId) return true;
      if (!film?.published) throw new ApiError('NotFound');
      return false;
    },
  };
}

export type FilmCreators = ReturnType<typeof createFilmCreators>;
