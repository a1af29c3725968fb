import { describe, expect, it } from 'vitest';
import { validateMeetStart, type MeetReadiness } from './meetStart.ts';

const ready: MeetReadiness = { hasCamera: true, hasMicrophone: true, isSocketConnected: true };
const cameraRequired =
  'Unable to start. Camera permissions are required. Please refresh the page and grant access to your camera.';

describe('meet needs a camera, a microphone and a socket (spec 001 §4, §5)', () => {
  it('starts when everything is ready', () => {
    expect(validateMeetStart(ready).ok).toBe(true);
  });

  it.each<[Partial<MeetReadiness>, string]>([
    [{ hasCamera: false }, cameraRequired],
    [{ hasMicrophone: false }, cameraRequired],
    [{ hasCamera: false, isSocketConnected: false }, cameraRequired],
    [{ isSocketConnected: false }, 'Unable to connect... Please refresh page.'],
  ])('%j is blocked with %j', (change, message) => {
    expect(validateMeetStart({ ...ready, ...change })).toMatchObject({ ok: false, message });
  });
});
