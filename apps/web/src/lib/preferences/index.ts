// Stored preferences of spec 000 §3 (autosave, blocked lists, stage devices, codec); a logout keeps them.
export {
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
  type StageCodec,
  type StageDevices,
} from './preferences.ts';
export {
  readStoredLanguage,
  readStoredTheme,
  writeStoredLanguage,
  writeStoredTheme,
  type Theme,
} from './displayPreferences.ts';
