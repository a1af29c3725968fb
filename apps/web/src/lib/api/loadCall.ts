import type { CallName, HttpCall } from '@limelight/protocol/http';

/**
 * The declaration of a call by name, with the contract (and zod) loaded on first use: code of the first
 * load sends calls by name so that the first-load budget (150 KB gzipped, ARCHITECTURE) holds.
 */
export const loadCall = async (name: CallName): Promise<HttpCall> =>
  (await import('@limelight/protocol/http')).callNamed(name);
