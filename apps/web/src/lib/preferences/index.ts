// Stored preferences of spec 000 §3 (autosave, blocked lists); a logout keeps them.
export {
  addBlockedRoomId,
  PreferenceKey,
  readBlockedRoomIds,
  readEditorAutosave,
  writeEditorAutosave,
} from './preferences.ts';
