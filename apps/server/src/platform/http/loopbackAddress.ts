import { isIPv4 } from 'node:net';

/**
 * Whether a client address is this machine's own: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. Give it
 * `request.ip`, which names the real client (the socket's peer, or what a trusted proxy says), never a
 * header the client writes itself.
 */
export function isLoopbackAddress(address: string): boolean {
  const unmapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(unmapped)) return unmapped.startsWith('127.');
  return unmapped === '::1';
}
