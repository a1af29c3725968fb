/** The loopback names of one machine. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The browser origins allowed to open sockets: the public URL's, the configured extra ones
 * (`ALLOWED_ORIGINS`), and this server itself reached by a loopback name on the port it listens on (a
 * default install is opened as localhost or 127.0.0.1 alike, and tests listen on a port chosen at start).
 */
export function createOriginPolicy(
  publicUrl: string,
  extraOrigins: readonly string[],
  listeningPort: () => number | undefined,
): (origin: string) => boolean {
  const allowed = new Set([
    new URL(publicUrl).origin,
    ...extraOrigins.map((origin) => new URL(origin).origin),
  ]);
  return (origin) => {
    if (allowed.has(origin)) return true;
    if (!URL.canParse(origin)) return false;
    const { protocol, hostname, port } = new URL(origin);
    return protocol === 'http:' && loopbackHosts.has(hostname) && Number(port) === listeningPort();
  };
}
