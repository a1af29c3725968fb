// Stored preferences of spec 000 §3 (autosave, blocked lists, stage devices, codec); a logout keeps them.
export {
  addBlockedRoomId,
  PreferenceKey,
  readBlockedRoomIds,
  readCodec,
  readEditorAutosave,
  readStageDevices,
  writeCodec,
  writeEditorAutosave,
  writeStageDevices,
  type StageCodec,
  type StageDevices,
} from './preferences.ts';
