import { Defaults, DeviceTest } from '@limelight/protocol';

/** localStorage keys of the stored preferences of spec 000 §3 that the app reads so far. */
export const PreferenceKey = {
  /** Editor autosave, on unless turned off. */
  EditorAutosave: 'editor_autosave',
  /** The blocked enter list: per user id, the rooms and events that user may not enter. */
  BlockedEnterList: 'blocked_enter_list',
  /** The stage devices chosen on the device test page: `{camera?, microphone?}` device ids. */
  StageDevice: 'stage_device',
  /** The video codec the device test found working (default VP8). */
  Codec: 'codec',
  /** Set once the visitor dismissed the unsupported-browser notice: it stays dismissed in this browser. */
  BrowserNoticeDismissed: 'browser_notice_dismissed',
} as const;

/** The video codecs the stage may prefer (spec 000 §9: the device test tries H264, then VP8). */
export type StageCodec = (typeof DeviceTest.codecOrder)[number];

/** The devices the stage opens: a device id for each, or the browser's default when absent. */
export interface StageDevices {
  camera?: string;
  microphone?: string;
}

/** spec 000 §3: the editor autosaves unless the member turned it off. */
export function readEditorAutosave(storage: Storage): boolean {
  const stored = storage.getItem(PreferenceKey.EditorAutosave);
  return stored === null ? Defaults.editorAutosave : stored === 'true';
}

/** Keeps the member's editor-autosave choice across visits. */
export function writeEditorAutosave(storage: Storage, isOn: boolean): void {
  storage.setItem(PreferenceKey.EditorAutosave, String(isOn));
}

/**
 * spec 000 §2, §6: the rooms and events in the current user's blocked enter list. The list is kept per user
 * id, so that one person's blocks do not follow the next person using the browser; unreadable entries count
 * as no block.
 */
export function readBlockedRoomIds(storage: Storage, userId: string): ReadonlySet<string> {
  const ids = readBlockedEnterLists(storage)[userId];
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
}

/** spec 000 §4 kick-out code 1: the user may not enter this room again from this browser. */
export function addBlockedRoomId(storage: Storage, userId: string, roomId: string): void {
  const ids = readBlockedRoomIds(storage, userId);
  if (ids.has(roomId)) return;
  const lists = { ...readBlockedEnterLists(storage), [userId]: [...ids, roomId] };
  storage.setItem(PreferenceKey.BlockedEnterList, JSON.stringify(lists));
}

function readBlockedEnterLists(storage: Storage): Record<string, unknown> {
  return readJson(storage, PreferenceKey.BlockedEnterList);
}

/** A stored JSON object; anything else (absent, unreadable, not an object) reads as `{}`. */
function readJson(storage: Storage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** spec 000 §3 "stage device": the camera and microphone chosen on the device test page. */
export function readStageDevices(storage: Storage): StageDevices {
  const stored = readJson(storage, PreferenceKey.StageDevice);
  const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    ...(idOf(stored.camera) && { camera: idOf(stored.camera) }),
    ...(idOf(stored.microphone) && { microphone: idOf(stored.microphone) }),
  };
}

/** Keeps the devices chosen on the device test page for the stage. */
export function writeStageDevices(storage: Storage, devices: StageDevices): void {
  storage.setItem(PreferenceKey.StageDevice, JSON.stringify(devices));
}

/** spec 000 §3, §9: the stage's video codec, VP8 unless the device test found another. */
export function readCodec(storage: Storage): StageCodec {
  const stored = storage.getItem(PreferenceKey.Codec);
  return DeviceTest.codecOrder.find((codec) => codec === stored) ?? Defaults.codec;
}

/** Keeps the codec the device test found working. */
export function writeCodec(storage: Storage, codec: StageCodec): void {
  storage.setItem(PreferenceKey.Codec, codec);
}

/** Whether the visitor already dismissed the unsupported-browser notice in this browser. */
export function readBrowserNoticeDismissed(storage: Storage): boolean {
  return storage.getItem(PreferenceKey.BrowserNoticeDismissed) === 'true';
}

/** Remembers that the unsupported-browser notice was dismissed (spec 000 §3 keeps preferences on logout). */
export function writeBrowserNoticeDismissed(storage: Storage): void {
  storage.setItem(PreferenceKey.BrowserNoticeDismissed, 'true');
}
