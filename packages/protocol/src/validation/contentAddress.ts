import { isStoredFileUrl } from './imageUrl.ts';
import { fail, pass, type Validation } from './result.ts';

// The platform's own media: a path of letters, digits, dashes and underscores in folders, with an extension
// (as `/files/` keys are), so that no `..` or query can ride along.
const ownMediaPattern = /^\/media\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/**
 * spec 000 §3 event contents (data, MPD, HLS, image): the address of something every attendee's browser
 * fetches, so only https with a dotted host (a page served over https may not load http media) or the
 * platform's own paths (`/files/…`, `/media/…`). The value is the normalised address.
 */
export function validateContentAddress(text: string): Validation<string> {
  const value = text.trim();
  if (isStoredFileUrl(value) || ownMediaPattern.test(value)) return pass(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('invalidContentAddress', 'value');
  }
  const hasDottedHost = /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  return url.protocol === 'https:' && hasDottedHost && url.username === '' && url.password === ''
    ? pass(url.href)
    : fail('invalidContentAddress', 'value');
}
