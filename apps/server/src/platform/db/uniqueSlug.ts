import { randomBytes } from 'node:crypto';

const slugMaxChars = 60;
const suffixChars = 6;
const maxAttempts = 8;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A slug from a title (docs/decisions/events-new-user.md): lower case; Latin letters lose their accents
 * ("Soirée" → "soiree", as people type them); letters and digits of other scripts stay ("爵士之夜");
 * runs of anything else become `-`; at most 60 characters, never cut inside a character.
 */
export function slugBaseOf(title: string, fallback: string): string {
  const plain = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-');
  const base = Array.from(plain)
    .slice(0, slugMaxChars)
    .join('')
    .replace(/^-+|-+$/g, '');
  return base.length > 0 ? base : fallback;
}

const slugSuffix = () =>
  randomBytes(4).readUInt32BE().toString(36).padStart(suffixChars, '0').slice(-suffixChars);

/**
 * Writes a row under a slug made from its title (events, rooms): the plain slug first, then with `-` and
 * 6 random base-36 characters while `write` answers 'taken'. A slug that would look like an id (a UUID)
 * always gets the suffix, so that resolving "id or slug" stays unambiguous. Slugs are chosen once and
 * never change, so shared addresses keep working after a rename.
 */
export async function writeWithUniqueSlug<T>(
  title: string,
  fallback: string,
  write: (slug: string) => Promise<T | 'taken'>,
): Promise<T> {
  const base = slugBaseOf(title, fallback);
  const candidates = uuidPattern.test(base) ? [] : [base];
  const shortBase = Array.from(base)
    .slice(0, slugMaxChars - suffixChars - 1)
    .join('');
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const slug = candidates[attempt] ?? `${shortBase}-${slugSuffix()}`;
    const written = await write(slug);
    if (written !== 'taken') return written;
  }
  throw new Error('no free slug found');
}
