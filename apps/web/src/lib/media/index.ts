// Camera, microphone and devices for WebRTC (docs/decisions/live-client.md). Live pages only: load it with
// `await import('…/lib/media/index.ts')`, never from a first-load module (bench/bundle, 150 KB).
export { AudioLevelMeter, type MeterAudioContext } from './audioLevelMeter.ts';
export {
  deviceChangeSizes,
  type DeviceChoice,
  type MediaRequest,
  type VideoSize,
} from './captureConstraints.ts';
export {
  openDeviceTrack,
  openLocalMedia,
  replaceStreamTrack,
  stopLocalMedia,
  switchDevice,
  type MediaDevicesLike,
} from './localMedia.ts';
export { listMediaDevices, watchMediaDevices, type MediaDeviceLists } from './mediaDevices.ts';
export { MediaAccessError, MediaFailure } from './mediaErrors.ts';
