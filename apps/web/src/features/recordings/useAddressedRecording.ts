import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchRecording, recordingKeys } from './recordingsApi.ts';

/** The recording the address names (`/viewrecordings/:type/:id`, `/recording/:id/edit`), as the API gives it. */
export function useAddressedRecording() {
  const recordingId = useParams().id ?? '';
  const recording = useQuery({
    queryKey: recordingKeys.one(recordingId),
    queryFn: () => fetchRecording(recordingId),
    retry: false,
  });
  return { recordingId, recording };
}
