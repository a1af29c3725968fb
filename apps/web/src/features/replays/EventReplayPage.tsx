import { useParams } from 'react-router';
import { ReplayView } from './ReplayView.tsx';

/** `/event/:id/replay/:replayId` (members): one replay of an event. */
export function EventReplayPage() {
  const { id = '', replayId } = useParams();
  return <ReplayView replayRef={{ eventId: id, replayId }} />;
}
