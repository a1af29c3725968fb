import {
  AppKey,
  SelfServiceCommand,
  type Film,
  type FilmMedia,
  type FilmMediaState,
} from '@limelight/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFriendFrame } from '../../lib/friendSocket/index.ts';
import { filmKeys, requestTranscode } from './filmsApi.ts';

/** The fallback when a push is missed (docs/decisions/films-web.md "Transcode progress"). */
export const transcodePollMs = 5_000;

/** States the server moves on from by itself: worth watching. */
const workingStates: readonly FilmMediaState[] = ['queued', 'transcoding'];

/**
 * A film's picture as it moves on: the page's cya_self_service filmTranscode pushes write it, and while it is
 * queued or transcoding POST /common/v1/transcode is asked every 5 s in case a push was missed.
 */
export function useFilmTranscode(film: Pick<Film, 'filmId' | 'media'>) {
  const queryClient = useQueryClient();
  const transcode = useQuery({
    queryKey: filmKeys.transcode(film.filmId),
    queryFn: () => requestTranscode(film.filmId),
    initialData: film.media,
    enabled: (query) => workingStates.includes((query.state.data ?? film.media).state),
    refetchInterval: transcodePollMs,
    staleTime: transcodePollMs,
  });
  const media = transcode.data;
  return {
    media,
    /** Seen once the upload is complete here: the server queues the transcode, and the polling starts. */
    markUploaded: () =>
      queryClient.setQueryData<FilmMedia>(filmKeys.transcode(film.filmId), (current) => ({
        ...(current ?? film.media),
        state: 'queued',
        percent: 0,
      })),
    /** Starts the transcode again after a failure. */
    retry: async () =>
      queryClient.setQueryData(filmKeys.transcode(film.filmId), await requestTranscode(film.filmId)),
  };
}

/** Writes each filmTranscode push into its film's cache; a film that became ready or failed reloads the lists. */
export function useFilmTranscodePushes() {
  const queryClient = useQueryClient();
  useFriendFrame(AppKey.SelfService, SelfServiceCommand.FilmTranscode, ({ payload }) => {
    queryClient.setQueryData(filmKeys.transcode(payload.filmId), payload);
    if (payload.state === 'ready' || payload.state === 'failed')
      void queryClient.invalidateQueries({ queryKey: ['films', 'creator'] });
  });
}
