// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addBlockedRoomId,
  PreferenceKey,
  readBlockedRoomIds,
  readBrowserNoticeDismissed,
  readCodec,
  readEditorAutosave,
  readStageDevices,
  writeBrowserNoticeDismissed,
  writeCodec,
  writeEditorAutosave,
  writeStageDevices,
} from './preferences.ts';

describe('stored preferences (spec 000 §3)', () => {
  beforeEach(() => localStorage.clear());

  it('editor autosave is on by default and remembers being turned off', () => {
    expect(readEditorAutosave(localStorage)).toBe(true);
    writeEditorAutosave(localStorage, false);
    expect(readEditorAutosave(localStorage)).toBe(false);
  });

  it('reads the blocked enter list of the current user only', () => {
    localStorage.setItem(PreferenceKey.BlockedEnterList, JSON.stringify({ ada: ['e1', 7], grace: ['e2'] }));
    expect([...readBlockedRoomIds(localStorage, 'ada')]).toEqual(['e1']);
    expect([...readBlockedRoomIds(localStorage, 'alan')]).toEqual([]);
  });

  it('adds a room to the list of the current user once, keeping the others', () => {
    localStorage.setItem(PreferenceKey.BlockedEnterList, JSON.stringify({ grace: ['e2'] }));
    addBlockedRoomId(localStorage, 'ada', 'r1');
    addBlockedRoomId(localStorage, 'ada', 'r1');
    expect([...readBlockedRoomIds(localStorage, 'ada')]).toEqual(['r1']);
    expect([...readBlockedRoomIds(localStorage, 'grace')]).toEqual(['e2']);
  });

  it('counts an unreadable list as no block', () => {
    localStorage.setItem(PreferenceKey.BlockedEnterList, '{not json');
    expect(readBlockedRoomIds(localStorage, 'ada').size).toBe(0);
  });

  it('keeps the stage devices and codec the device test chose; VP8 by default', () => {
    expect(readCodec(localStorage)).toBe('VP8');
    expect(readStageDevices(localStorage)).toEqual({});
    writeCodec(localStorage, 'H264');
    writeStageDevices(localStorage, { camera: 'cam-2', microphone: 'mic-1' });
    expect(readCodec(localStorage)).toBe('H264');
    expect(readStageDevices(localStorage)).toEqual({ camera: 'cam-2', microphone: 'mic-1' });
  });

  it('reads an unknown codec or unreadable devices as the defaults', () => {
    localStorage.setItem(PreferenceKey.Codec, 'AV1');
    localStorage.setItem(PreferenceKey.StageDevice, JSON.stringify({ camera: 7, microphone: '' }));
    expect(readCodec(localStorage)).toBe('VP8');
    expect(readStageDevices(localStorage)).toEqual({});
  });

  it('remembers that the unsupported-browser notice was dismissed', () => {
    expect(readBrowserNoticeDismissed(localStorage)).toBe(false);
    writeBrowserNoticeDismissed(localStorage);
    expect(readBrowserNoticeDismissed(localStorage)).toBe(true);
  });
});
