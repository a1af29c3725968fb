import { Defaults } from '@limelight/protocol';

/** localStorage keys of the stored preferences of spec 000 §3 that the app reads so far. */
export const PreferenceKey = {
  /** Editor autosave, on unless turned off. */
  EditorAutosave: 'editor_autosave',
  /** The blocked enter list: per user id, the rooms and events that user may not enter. */
  BlockedEnterList: 'blocked_enter_list',
} as const;

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
  try {
    const lists: unknown = JSON.parse(storage.getItem(PreferenceKey.BlockedEnterList) ?? '{}');
    return typeof lists === 'object' && lists !== null && !Array.isArray(lists)
      ? (lists as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
