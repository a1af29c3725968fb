import { codeCatalogue, messageOf, type CodeName } from '@limelight/protocol';

/**
 * A refusal with one of the catalogue's codes. Services throw it; the HTTP error handler and the socket
 * router turn it into the envelope. `message` overrides the catalogue text where the spec gives a more
 * precise one (validation messages travel with InvalidRequest).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(name: CodeName, message?: string, data: unknown = null) {
    const code = codeCatalogue[name].code;
    super(message ?? messageOf(code));
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}
