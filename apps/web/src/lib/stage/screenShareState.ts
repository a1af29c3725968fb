/** The screen share everyone in the room sees. */
export interface SharedScreen {
  shareId: string;
  ownerId: string;
  /** The received screen, or one's own capture when one shares it; null until it comes. */
  stream: MediaStream | null;
  isLocal: boolean;
  /** The video receive check: frames decoded since the last look (always true for one's own). */
  isSignalOK: boolean;
}

/** A share waiting for a moderator's answer (moderators only). */
export interface ScreenShareRequest {
  shareId: string;
  ownerId: string;
}

/**
 * One's own share: none; starting (the capture is being published); waiting for a moderator (pending);
 * going out (sharing).
 */
export type OwnShareStatus = 'none' | 'starting' | 'pending' | 'sharing';

/** What the page shows of the room's screen sharing. */
export interface ScreenShareView {
  share: SharedScreen | null;
  own: OwnShareStatus;
  requests: readonly ScreenShareRequest[];
}

export const emptyScreenShare: ScreenShareView = { share: null, own: 'none', requests: [] };

/** A share goes out: it replaces any other (one per room), and is no longer a request. */
export function withShare(state: ScreenShareView, share: SharedScreen): ScreenShareView {
  return {
    ...state,
    share,
    requests: state.requests.filter((request) => request.shareId !== share.shareId),
  };
}

/** A share or a request ended (closed, rejected, answered by another moderator). */
export function withoutShare(state: ScreenShareView, shareId: string): ScreenShareView {
  return {
    ...state,
    share: state.share?.shareId === shareId ? null : state.share,
    requests: state.requests.filter((request) => request.shareId !== shareId),
  };
}

/** Someone asks to share their screen (a request is listed once, in the order they came). */
export function withRequest(state: ScreenShareView, request: ScreenShareRequest): ScreenShareView {
  if (state.requests.some((entry) => entry.shareId === request.shareId)) return state;
  if (state.share?.shareId === request.shareId) return state;
  return { ...state, requests: [...state.requests, request] };
}

/** Changes the share shown, if it is still `shareId`. */
export function withShareChange(
  state: ScreenShareView,
  shareId: string,
  change: Partial<Pick<SharedScreen, 'stream' | 'isSignalOK'>>,
): ScreenShareView {
  if (state.share?.shareId !== shareId) return state;
  return { ...state, share: { ...state.share, ...change } };
}
