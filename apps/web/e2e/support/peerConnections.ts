import type { BrowserContext, Page } from '@playwright/test';

type PeerWindow = Window & { limelightPeers?: RTCPeerConnection[] };

/**
 * Keeps every RTCPeerConnection the pages of `context` make, so a test can read their getStats() the
 * way the browser reports them (the app keeps its connections to itself).
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const peers: RTCPeerConnection[] = [];
    (window as PeerWindow).limelightPeers = peers;
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peers.push(this);
      }
    };
  });
}

/** The most video frames any open connection of the page decoded (getStats inbound-rtp framesDecoded). */
export function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let most = 0;
    for (const peer of (window as PeerWindow).limelightPeers ?? []) {
      if (peer.connectionState === 'closed') continue;
      const report = await peer.getStats();
      report.forEach((entry: { type?: string; kind?: string; framesDecoded?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video')
          most = Math.max(most, entry.framesDecoded ?? 0);
      });
    }
    return most;
  });
}

/** How many open connections of the page decoded video (a mesh decodes on one connection per member). */
export function connectionsDecodingVideo(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let decoding = 0;
    for (const peer of (window as PeerWindow).limelightPeers ?? []) {
      if (peer.connectionState === 'closed') continue;
      const report = await peer.getStats();
      let frames = 0;
      report.forEach((entry: { type?: string; kind?: string; framesDecoded?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') frames += entry.framesDecoded ?? 0;
      });
      if (frames > 0) decoding += 1;
    }
    return decoding;
  });
}

/** How many RTCPeerConnections the page made so far (a new subscription makes one more). */
export function peerConnectionsMade(page: Page): Promise<number> {
  return page.evaluate(() => (window as PeerWindow).limelightPeers?.length ?? 0);
}

type CaptureWindow = Window & { limelightCaptures?: MediaStream[] };

/** Keeps every camera and microphone stream the pages of `context` open (getUserMedia). */
export async function recordCaptures(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const captures: MediaStream[] = [];
    (window as CaptureWindow).limelightCaptures = captures;
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      captures.push(stream);
      return stream;
    };
  });
}

/** How many captured camera and microphone tracks of the page are still live (not stopped). */
export function liveCapturedTracks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as CaptureWindow).limelightCaptures ?? [])
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );
}

/** How many RTCPeerConnections of the page are not closed. */
export function openPeerConnections(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as PeerWindow).limelightPeers ?? []).filter((peer) => peer.connectionState !== 'closed')
        .length,
  );
}
