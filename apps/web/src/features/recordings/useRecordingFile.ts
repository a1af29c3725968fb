import { useEffect, useState } from 'react';
import { fetchRecordingFile } from './recordingsApi.ts';

/**
 * An object URL of a ready recording's file for a <video>: the file needs the owner's token, which a
 * video element cannot send. The URL is revoked when the page lets it go.
 */
export function useRecordingFile(recordingId: string, isReady: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!isReady) return;
    let objectUrl: string | null = null;
    let isCurrent = true;
    fetchRecordingFile(recordingId).then(
      (blob) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recordingId, isReady]);
  return { url, error };
}
