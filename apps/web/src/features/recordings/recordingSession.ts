import { create } from 'zustand';
import type { StageRecording } from './stageRecorder.ts';

/** The recording this tab makes, shared by the room bar and the stage console (one at a time). */
interface RecordingSessionState {
  active: StageRecording | null;
  isBusy: boolean;
  set: (changes: Partial<Pick<RecordingSessionState, 'active' | 'isBusy'>>) => void;
}

export const useRecordingSession = create<RecordingSessionState>((set) => ({
  active: null,
  isBusy: false,
  set: (changes) => set(changes),
}));
