/**
 * The server's clock as this page estimates it (docs/decisions/content-web.md), so that every client
 * reads the shared playback at the same moment: `positionAt(playback, clock.now())`.
 *
 * - A request answered with the server's time (`GET /api/sync/v2/state`) is an NTP-style sample: the
 *   server read its clock somewhere between sending and receiving, so the offset is its time minus the
 *   middle of the round trip, within half the round trip. The sample with the shortest trip is kept.
 * - A room frame's `serverTime` was taken before the frame reached us: `serverTime − receivedAt` is a
 *   lower bound of the offset. A request estimate below the best bound is raised to it.
 */
export class ServerClock {
  readonly #localNow: () => number;
  #estimate: { offsetMs: number; roundTripMs: number } | null = null;
  #lowerBoundMs = Number.NEGATIVE_INFINITY;

  constructor(localNow: () => number = Date.now) {
    this.#localNow = localNow;
  }

  /** A request sent at `sentAt` and answered at `receivedAt` (local ms) with the server's time `serverTime` (ms). */
  sampleRequest(sentAt: number, receivedAt: number, serverTime: number): void {
    const roundTripMs = Math.max(0, receivedAt - sentAt);
    if (this.#estimate !== null && this.#estimate.roundTripMs <= roundTripMs) return;
    this.#estimate = { offsetMs: serverTime - (sentAt + roundTripMs / 2), roundTripMs };
  }

  /** A frame stamped `serverTime` (ms) by the server, received at `receivedAt` (local ms). */
  sampleFrame(receivedAt: number, serverTime: number): void {
    this.#lowerBoundMs = Math.max(this.#lowerBoundMs, serverTime - receivedAt);
  }

  /** Server time minus local time, in ms (0 before any sample). */
  get offsetMs(): number {
    const estimate = this.#estimate?.offsetMs ?? Number.NEGATIVE_INFINITY;
    const offset = Math.max(estimate, this.#lowerBoundMs);
    return Number.isFinite(offset) ? offset : 0;
  }

  /** The server's time now, epoch ms. */
  readonly now = (): number => this.#localNow() + this.offsetMs;
}
