import type { CallView, FriendVideoChatPayload, IceServer } from '@limelight/protocol';
import { create } from 'zustand';

/** The camera and microphone of this page's call, and the ICE servers its links use. */
export interface CallMedia {
  localStream: MediaStream;
  iceServers: readonly IceServer[];
}

/** The call this page is in: the server's view when it joined, and its media. */
export interface ActiveCall {
  view: CallView;
  media: CallMedia;
  /** Whether this page joined a call already on (it offers to those in it; spec 001 §4). */
  isJoining: boolean;
}

interface CallState {
  /** A call ringing for this person (spec 000 §4: a notification in state 'init'). */
  incoming: FriendVideoChatPayload | null;
  active: ActiveCall | null;
  setIncoming: (incoming: FriendVideoChatPayload | null) => void;
  setActive: (active: ActiveCall | null) => void;
}

/** The incoming call and the active call, shared by the chat's call button, the pop-up and the call window. */
export const useCallStore = create<CallState>()((set) => ({
  incoming: null,
  active: null,
  setIncoming: (incoming) => set({ incoming }),
  setActive: (active) => set({ active }),
}));
