import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { refreshWhileProcessing } from './recordingDisplay.ts';
import { fetchRecording, recordingKeys } from './recordingsApi.ts';

/** The recording the address names (`/viewrecordings/:type/:id`, `/recording/:id/edit`), as the API gives it, kept fresh while the server processes it. */
export function useAddressedRecording() {
  const recordingId = useParams().id ?? '';
  const recording = useQuery({
    queryKey: recordingKeys.one(recordingId),
    queryFn: () => fetchRecording(recordingId),
    retry: false,
    // Read again while the server processes it (after a stop, during a trim), until it is ready.
    refetchInterval: (query) => refreshWhileProcessing(query.state.data ? [query.state.data] : undefined),
  });
  return { recordingId, recording };
}
