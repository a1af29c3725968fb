import type { Recording } from '@limelight/protocol';

/** How often a page showing a recording the server is processing reads it again (live refresh). */
export const processingRefreshMs = 2000;

/** A query's refetch interval: every few seconds while any of `recordings` is processing, else none. */
export const refreshWhileProcessing = (recordings: readonly Recording[] | undefined): number | false =>
  recordings?.some((recording) => recording.status === 'processing') ? processingRefreshMs : false;

/** A duration as the pages show it: m:ss, or h:mm:ss past an hour. */
export function durationText(durationMs: number): string {
  // Whole seconds gone by, as a player counts them (8.9 s reads 0:08 on both).
  const seconds = Math.floor(durationMs / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A size in MB with one decimal (0.1 MB at least, so that a short recording does not read 0). */
export function sizeText(sizeBytes: number, language: string): string {
  const megabytes = Math.max(0.1, sizeBytes / (1024 * 1024));
  return `${megabytes.toLocaleString(language, { maximumFractionDigits: 1 })} MB`;
}
