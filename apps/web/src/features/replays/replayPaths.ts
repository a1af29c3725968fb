import type { Replay } from '@limelight/protocol';

/** A replay's public page: `/replay/:channelSlug/:id/play`, the event's id, the replay named by `?replay=`. */
export const replayPlayPathOf = ({ channelSlug, eventId, replayId }: Replay): string =>
  `/replay/${encodeURIComponent(channelSlug)}/${encodeURIComponent(eventId)}/play?replay=${encodeURIComponent(replayId)}`;

/** A replay's page under its event (members): `/event/:id/replay/:replayId`. */
export const eventReplayPathOf = ({ eventId, replayId }: Pick<Replay, 'eventId' | 'replayId'>): string =>
  `/event/${encodeURIComponent(eventId)}/replay/${encodeURIComponent(replayId)}`;
