import { useState } from 'react';
import { readEditorAutosave, writeEditorAutosave } from '../../../lib/preferences/index.ts';

/** spec 000 §3 stored preference "editor autosave" (default on), as state that persists its changes. */
export function useAutosavePreference(): [isOn: boolean, setIsOn: (isOn: boolean) => void] {
  const [isOn, setIsOn] = useState(() => readEditorAutosave(localStorage));
  return [
    isOn,
    (next: boolean) => {
      writeEditorAutosave(localStorage, next);
      setIsOn(next);
    },
  ];
}
