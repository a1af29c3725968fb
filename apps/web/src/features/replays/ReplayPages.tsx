import { useParams, useSearchParams } from 'react-router';
import { ReplayView } from './ReplayView.tsx';

// Both replay addresses in one module: one chunk, and one entry in the first load's route table.

/** `/event/:id/replay/:replayId` (members): one replay of an event. */
export function EventReplayPage() {
  const { id = '', replayId } = useParams();
  return <ReplayView replayRef={{ eventId: id, replayId }} />;
}

/**
 * `/replay/:channelSlug/:id/play` (public): the replay of the event `:id`, its whole log, or the replay
 * `?replay=` names (docs/decisions/replays-web.md).
 */
export function ReplayPlayPage() {
  const { id = '' } = useParams();
  const replayId = useSearchParams()[0].get('replay') ?? undefined;
  return <ReplayView replayRef={{ eventId: id, replayId }} />;
}
