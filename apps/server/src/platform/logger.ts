import pino, { type Bindings, type ChildLoggerOptions, type Level, type Logger } from 'pino';

export type { Logger };

/** The process logger: JSON lines on stdout; secrets in headers are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  });
}

const levels: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
const lazyPrototypes = new WeakMap<Logger, object>();

interface LazyChild {
  bindingsOfChild: Bindings;
  /** The real child once built (not `child`, which is the Logger method the lazy child keeps). */
  builtChild: Logger | undefined;
}

/**
 * Fastify's `childLoggerFactory`: a request's logger built only when something logs through it
 * (docs/decisions/http-speed.md). pino's child serializes its bindings (the request id) as it is built,
 * which every request paid, even at `warn` where nothing is written. The lazy child inherits the parent's
 * level and everything else from it, and builds the real child on the first call of an enabled level (or
 * of `child`/`bindings`); a route with options of its own (its log level, serializers) gets the real child.
 */
export function createLazyRequestLogger(
  logger: Logger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): Logger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  const lazy: LazyChild = Object.create(lazyPrototypeOf(logger)) as LazyChild;
  lazy.bindingsOfChild = bindings;
  lazy.builtChild = undefined;
  // The lazy child has the parent logger as its prototype: it is a Logger in all but its own bindings.
  return lazy as LazyChild & Logger;
}

/** One prototype per parent logger, so that a request's lazy logger is a single small object. */
function lazyPrototypeOf(logger: Logger): object {
  const known = lazyPrototypes.get(logger);
  if (known) return known;
  const childOf = (lazy: LazyChild): Logger => (lazy.builtChild ??= logger.child(lazy.bindingsOfChild));
  const prototype: Record<string, unknown> = Object.create(logger) as Record<string, unknown>;
  for (const level of levels) {
    prototype[level] = function (this: LazyChild, ...args: Parameters<Logger['info']>) {
      if (logger.isLevelEnabled(level)) childOf(this)[level](...args);
    };
  }
  prototype.child = function (this: LazyChild, ...args: Parameters<Logger['child']>) {
    return childOf(this).child(...args);
  };
  prototype.bindings = function (this: LazyChild) {
    return childOf(this).bindings();
  };
  lazyPrototypes.set(logger, prototype);
  return prototype;
}
