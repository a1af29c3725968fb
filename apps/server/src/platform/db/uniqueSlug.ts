import { randomBytes } from 'node:crypto';

const slugMaxChars = 60;
const suffixChars = 6;
const maxAttempts = 8;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A slug from a title: lower case, runs of other characters become `-`, at most 60 characters. */
function slugBaseOf(title: string, fallback: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, slugMaxChars)
    .replace(/^-+|-+$/g, '');
  return base.length > 0 ? base : fallback;
}

const slugSuffix = () =>
  randomBytes(4).readUInt32BE().toString(36).padStart(suffixChars, '0').slice(-suffixChars);

/**
 * Inserts a row under a slug made from its title (events, rooms): the plain slug first, then with `-` and
 * 6 random base-36 characters while `insert` answers 'taken'. A slug that would look like an id (a UUID)
 * always gets the suffix, so that resolving "id or slug" stays unambiguous. Slugs are chosen once and
 * never change, so shared addresses keep working after a rename.
 */
export async function insertWithUniqueSlug<T>(
  title: string,
  fallback: string,
  insert: (slug: string) => Promise<T | 'taken'>,
): Promise<T> {
  const base = slugBaseOf(title, fallback);
  const candidates = uuidPattern.test(base) ? [] : [base];
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const slug = candidates[attempt] ?? `${base.slice(0, slugMaxChars - suffixChars - 1)}-${slugSuffix()}`;
    const inserted = await insert(slug);
    if (inserted !== 'taken') return inserted;
  }
  throw new Error('no free slug found');
}
