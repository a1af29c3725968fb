import type { Replay } from '@limelight/protocol';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import {
  fetchReplay,
  fetchReplayDuration,
  fetchReplays,
  fetchReplayStreams,
  type ReplayRef,
} from './replaysApi.ts';

/** The cache keys of replays. */
export const replayKeys = {
  all: ['replays'] as const,
  one: ({ eventId, replayId }: ReplayRef) => [...replayKeys.all, 'one', eventId, replayId ?? ''] as const,
  duration: ({ eventId, replayId }: ReplayRef) =>
    [...replayKeys.all, 'duration', eventId, replayId ?? ''] as const,
  streams: ({ eventId, replayId }: ReplayRef) =>
    [...replayKeys.all, 'streams', eventId, replayId ?? ''] as const,
  list: (owner: { eventId: string } | { channelSlug: string }) => [...replayKeys.all, 'list', owner] as const,
};

/** One replay's name and event, when the page names a replay. */
export function replayQuery(ref: ReplayRef) {
  return queryOptions({
    queryKey: replayKeys.one(ref),
    queryFn: () => fetchReplay({ eventId: ref.eventId, replayId: ref.replayId ?? '' }),
    enabled: ref.replayId !== undefined,
  });
}

/** How long the replay plays and whether the viewer may seek; read again on each visit. */
export function replayDurationQuery(ref: ReplayRef) {
  return queryOptions({
    queryKey: replayKeys.duration(ref),
    queryFn: () => fetchReplayDuration(ref),
    gcTime: 0,
    retry: false,
  });
}

/**
 * The stage's recorded streams of the replay. Kept until a file fails (its signed address lapsed): new
 * addresses would reload the videos mid-play.
 */
export function replayStreamsQuery(ref: ReplayRef) {
  return queryOptions({
    queryKey: replayKeys.streams(ref),
    queryFn: () => fetchReplayStreams(ref),
    staleTime: Infinity,
  });
}

/** An event's or a channel's replays, newest first, page by page ("Load more"). */
export function replayListQuery(owner: { eventId: string } | { channelSlug: string }) {
  return infiniteQueryOptions({
    queryKey: replayKeys.list(owner),
    queryFn: ({ pageParam }) => fetchReplays(owner, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** A replay's public page: `/replay/:channelSlug/:id/play`, the event's id, the replay named by `?replay=`. */
export const replayPlayPathOf = ({ channelSlug, eventId, replayId }: Replay): string =>
  `/replay/${encodeURIComponent(channelSlug)}/${encodeURIComponent(eventId)}/play?replay=${encodeURIComponent(replayId)}`;

/** A replay's page under its event (members): `/event/:id/replay/:replayId`. */
export const eventReplayPathOf = ({ eventId, replayId }: Pick<Replay, 'eventId' | 'replayId'>): string =>
  `/event/${encodeURIComponent(eventId)}/replay/${encodeURIComponent(replayId)}`;

/** A replay's title: its event's, and the clip's name after it (the whole-event replay is named as its event). */
export const replayTitleOf = ({ eventTitle, name }: Pick<Replay, 'eventTitle' | 'name'>): string =>
  name === eventTitle ? eventTitle : `${eventTitle} · ${name}`;
