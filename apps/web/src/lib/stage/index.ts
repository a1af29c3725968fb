// Stage media in the browser (docs/decisions/stage-web.md): publishing and subscribing through the SFU, the
// device test's echo. Live pages and the device test page only: it loads lib/media (never first-load).
export { CastTokenError } from './castToken.ts';
export { runCodecTest, workingCodec, type CodecResult } from './deviceTest.ts';
export { IceConnectionError } from '../peer/index.ts';
export { StagePublishError, type MuteAnnouncer, type PublishFailureKey } from './publisher.ts';
export type { OwnTracks, TrackKind } from './ownTracks.ts';
export { StageMediaClient, type StageMediaOptions } from './stageMediaClient.ts';
export type { StageStream, StageStreamsState } from './stageStreams.ts';
export { useStageMedia } from './useStageMedia.ts';
export {
  captureScreen,
  screenPresetIds,
  screenPresets,
  ScreenShareUnsupportedError,
  type ScreenPresetId,
} from './screenCapture.ts';
export { ScreenShareClient } from './screenShareClient.ts';
export type { OwnShareStatus, ScreenShareView, SharedScreen } from './screenShareState.ts';
export { useScreenShare } from './useScreenShare.ts';
