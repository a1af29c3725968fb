import { displayNameOf, type Film } from '@limelight/protocol';
import type { FilmRecord } from './films.repo.ts';
import type { FilmMediaView } from './films.ports.ts';

/** Films are sold in the only currency tickets are sold in (docs/decisions/commerce.md). */
const filmCurrency = 'usd';

/** What a viewer may do with a film: see it, watch it, edit it. */
export interface FilmStanding {
  isOwner: boolean;
  /** Listed (published), theirs, or bought: buyers keep their film if it is withdrawn. */
  mayView: boolean;
  /** The creator, anyone for a free film, and whoever holds its ticket (docs/decisions/films.md). */
  canWatch: boolean;
}

const isFree = (film: FilmRecord) => (film.priceCents ?? 0) === 0;

/** A viewer's standing with a film (null: no token). */
export function standingOf(film: FilmRecord, viewerId: string | null): FilmStanding {
  const isOwner = viewerId !== null && film.creatorId === viewerId;
  const hasTicket = Boolean(film.hasTicket);
  return {
    isOwner,
    mayView: film.published || isOwner || hasTicket,
    canWatch: isOwner || isFree(film) || hasTicket,
  };
}

/** The wire view of a film for one viewer, with its media. */
export function filmViewOf(film: FilmRecord, media: FilmMediaView, viewerId: string | null): Film {
  const { posterUrl, thumbnailUrl, ...picture } = media;
  const standing = standingOf(film, viewerId);
  return {
    filmId: film.filmId,
    slug: film.slug,
    title: film.title,
    description: film.description,
    category: film.category,
    subCategory: film.subCategory,
    rating: film.rating,
    price: (film.priceCents ?? 0) / 100,
    currency: filmCurrency,
    posterUrl,
    thumbnailUrl,
    trailerUrl: film.trailerUrl,
    creator: {
      userId: film.creatorId,
      displayName: displayNameOf({
        userId: film.creatorId,
        firstName: film.creatorFirstName,
        lastName: film.creatorLastName,
        username: film.creatorUsername,
      }),
      avatar: film.creatorAvatar,
    },
    published: film.published,
    media: picture,
    canWatch: standing.canWatch,
    isOwner: standing.isOwner,
    createdAt: film.createdAt.toISOString(),
  };
}
