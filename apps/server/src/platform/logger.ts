import pino, { type Logger } from 'pino';

export type { Logger };

/** The process logger: JSON lines on stdout; secrets in headers are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  });
}
