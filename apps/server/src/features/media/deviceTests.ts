import { StageMedia, type DeviceTestAnswer } from '@limelight/protocol';
import type { SessionDescription, Sfu } from '../../platform/media/sfu.ts';
import type { LiveViewer } from '../live/index.ts';
import { descriptionOf, refusalAsInvalid } from './sfuAnswers.ts';

/**
 * The device test's echo sessions (spec 001 §4; docs/decisions/media.md), in this process's SFU: one per
 * person, ended after `StageMedia.deviceTestSeconds`. Part of the media service.
 */
export function createDeviceTests(sfu: Pick<Sfu, 'echo' | 'close'>) {
  const echoTimers = new Map<string, NodeJS.Timeout>();
  return {
    /**
     * POST /casta/v1/deviceTest (retried): an echo session of the device test page; one per person (a new
     * test replaces the old), ended after `StageMedia.deviceTestSeconds`.
     */
    async deviceTest(viewer: LiveViewer, offer: SessionDescription): Promise<DeviceTestAnswer> {
      const sessionId = `echo-${viewer.caller.userId}`;
      const answer = await refusalAsInvalid(sfu.echo(sessionId, offer));
      clearTimeout(echoTimers.get(sessionId));
      const timer = setTimeout(() => {
        echoTimers.delete(sessionId);
        sfu.close(sessionId).catch(() => undefined);
      }, StageMedia.deviceTestSeconds * 1000);
      timer.unref();
      echoTimers.set(sessionId, timer);
      return {
        sessionId,
        sdp: descriptionOf('answer', answer.sdp),
        expiresInSeconds: StageMedia.deviceTestSeconds,
      };
    },

    /** Stops the echo timers (the module stops). */
    stop(): void {
      for (const timer of echoTimers.values()) clearTimeout(timer);
      echoTimers.clear();
    },
  };
}
