import type { MessageKey } from '@limelight/protocol';
import type { MediaRequest } from './captureConstraints.ts';

/** Why the camera or microphone could not be opened. */
export const MediaFailure = {
  /** The person or the browser refused the permission. */
  Denied: 'denied',
  /** No such device (none plugged in, or the chosen one is gone). */
  NotFound: 'notFound',
  /** The device exists but would not start (in use by another application, a driver fault). */
  NotReadable: 'notReadable',
  /** The browser offers no capture here (an insecure page, an old browser). */
  Unsupported: 'unsupported',
  Failed: 'failed',
} as const;
export type MediaFailure = (typeof MediaFailure)[keyof typeof MediaFailure];

const failuresByErrorName: Readonly<Record<string, MediaFailure>> = {
  NotAllowedError: MediaFailure.Denied,
  PermissionDeniedError: MediaFailure.Denied,
  SecurityError: MediaFailure.Denied,
  NotFoundError: MediaFailure.NotFound,
  DevicesNotFoundError: MediaFailure.NotFound,
  // Still unmet once no size is asked for: the chosen device is gone.
  OverconstrainedError: MediaFailure.NotFound,
  ConstraintNotSatisfiedError: MediaFailure.NotFound,
  NotReadableError: MediaFailure.NotReadable,
  TrackStartError: MediaFailure.NotReadable,
  AbortError: MediaFailure.NotReadable,
};

/** The name of a getUserMedia error (a DOMException, or Chrome's OverconstrainedError). */
export function mediaErrorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** The spec's message for a failure (spec 000 §8, spec 001 §8), by the devices that were asked for. */
export function messageKeyOfMediaFailure(failure: MediaFailure, request: MediaRequest): MessageKey {
  const wantsCamera = request.camera !== false;
  switch (failure) {
    case MediaFailure.Denied:
      if (!wantsCamera) return 'grantMicrophoneAccess';
      return request.microphone === false ? 'grantCameraAccess' : 'enableCameraAndMicrophone';
    case MediaFailure.NotFound:
      return wantsCamera ? 'unableToDetectCamera' : 'deviceError';
    case MediaFailure.NotReadable:
      return wantsCamera ? 'cameraInitFailed' : 'deviceError';
    default:
      return 'deviceError';
  }
}

/** A camera or microphone that could not be opened, with the message to show (`messages.<messageKey>`). */
export class MediaAccessError extends Error {
  override readonly name = 'MediaAccessError';
  readonly messageKey: MessageKey;

  constructor(
    readonly failure: MediaFailure,
    request: MediaRequest,
    options?: { cause?: unknown },
  ) {
    super(`media ${failure}`, options);
    this.messageKey = messageKeyOfMediaFailure(failure, request);
  }

  /** The error for what getUserMedia threw. */
  static of(error: unknown, request: MediaRequest): MediaAccessError {
    const failure = failuresByErrorName[mediaErrorName(error) ?? ''] ?? MediaFailure.Failed;
    return new MediaAccessError(failure, request, { cause: error });
  }
}
