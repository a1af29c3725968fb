import { Download } from '@limelight/protocol';

/**
 * Hands a file the app fetched to the browser's download, under `fileName`. The object URL is revoked after
 * 40 s (spec 000 §9), long enough for any browser to have started reading it.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), Download.urlRevokeMs);
}
