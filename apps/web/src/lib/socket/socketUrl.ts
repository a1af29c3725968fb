/** The socket address for a connection token: `ws(s)://<host>/ws/<token>` (ARCHITECTURE wire conventions). */
export function socketUrlFor(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/${encodeURIComponent(token)}`;
}
