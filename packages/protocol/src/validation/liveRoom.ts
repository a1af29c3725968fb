import { ScreenShare, Stage } from '../limits.ts';
import { fail, pass, type Validation } from './result.ts';

/** spec 001 §4, §5: a moderator pushes at most 4 people to the main window; the value is the new count. */
export function validateMainWindowPush(currentCount: number): Validation<number> {
  return currentCount < Stage.mainWindowMax ? pass(currentCount + 1) : fail('mainWindowFull');
}

/** spec 001 §4, §5: screen share is available for up to 50 people; `viewerCount` includes the one joining. */
export function validateScreenShareViewers(viewerCount: number): Validation<number> {
  return viewerCount <= ScreenShare.maxViewers ? pass(viewerCount) : fail('screenShareFull');
}

/** spec 001 §4, §5: only moderators may seek in a replay. */
export function validateReplaySeek(isModerator: boolean): Validation<void> {
  return isModerator ? pass(undefined) : fail('seekNotAllowed');
}
