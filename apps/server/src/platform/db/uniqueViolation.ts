/** SQLSTATE of a unique-constraint violation; PGlite and PostgreSQL both report it as `code`. */
const uniqueViolationCode = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === uniqueViolationCode;
}

/**
 * Awaits a write; answers 'taken' instead of throwing when it collides with a unique key (an e-mail,
 * username or handle someone else holds), so that races end in the same answer as a prior check would.
 */
export async function unlessTaken<T>(write: Promise<T>): Promise<T | 'taken'> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
