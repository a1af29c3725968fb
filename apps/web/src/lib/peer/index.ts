// Browser-to-browser WebRTC for friend calls, random meet and the stage's interviews, and the peer
// connection every live feature builds on (stage included). Live pages only: load it with
// `await import(…)`, never from a first-load module.
export { fetchIceServers, publicStunServers } from './iceServers.ts';
export { createPeerConnection, IceConnectionError, waitForIceConnected } from './peerConnection.ts';
export {
  PeerLink,
  unansweredOfferMs,
  type PeerDescription,
  type PeerEnd,
  type PeerLinkOptions,
  type PeerSignal,
} from './peerLink.ts';
export {
  PeerMesh,
  type MeshLink,
  type MeshSignal,
  type MeshSignalIn,
  type PeerMeshOptions,
} from './peerMesh.ts';
