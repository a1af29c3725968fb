import { fail, pass, type Validation } from './result.ts';

/** What a random meeting needs before it can start. */
export interface MeetReadiness {
  readonly hasCamera: boolean;
  readonly hasMicrophone: boolean;
  readonly isSocketConnected: boolean;
}

/**
 * spec 001 §4, §5: a meet needs both a camera and a microphone, then a socket. Missing either device is
 * "not ready", which the spec words as the camera-permission message.
 */
export function validateMeetStart(readiness: MeetReadiness): Validation<void> {
  if (!readiness.hasCamera || !readiness.hasMicrophone) return fail('meetCameraRequired');
  return readiness.isSocketConnected ? pass(undefined) : fail('meetSocketMissing');
}
