import { ResponseCode } from '@limelight/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { eventKeys } from '../eventQueries.ts';
import { updateEvent } from '../eventsApi.ts';
import { validateGeneralForm, type GeneralFields, type GeneralFormValues } from './generalForm.ts';
import { autosaveDelayMs, useAutosave } from './useAutosave.ts';

/** What the last autosave did, for the editor's status line. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * spec 000 §3 editor autosave, to the server once the event exists: the General fields are saved a moment
 * after typing pauses, whenever they pass every rule (a field at fault waits for an explicit save, which
 * shows why). `recordSaved` notes fields an explicit save stored; `hasUnsavedChanges` compares with the last
 * fields stored either way (the first values count as stored: they came from the server).
 */
export function useServerAutosave(eventId: string | null, values: GeneralFormValues, isOn: boolean) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const checked = validateGeneralForm(values);
  const fields: GeneralFields | null = checked.ok ? checked.fields : null;
  const current = JSON.stringify(fields ?? values);
  const [savedJson, setSavedJson] = useState(current);

  const save = async (toSave: GeneralFields | null) => {
    if (toSave === null || eventId === null) return;
    setStatus('saving');
    try {
      const answer = await updateEvent({ eventId, ...toSave });
      const isSaved = answer.code === ResponseCode.Success;
      setStatus(isSaved ? 'saved' : 'failed');
      if (isSaved) setSavedJson(JSON.stringify(toSave));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    } catch (error) {
      console.warn('Autosave failed', error);
      setStatus('failed');
    }
  };
  const markSaved = useAutosave(fields, {
    isEnabled: isOn && eventId !== null && fields !== null,
    delayMs: autosaveDelayMs,
    save: (toSave) => void save(toSave),
  });
  const recordSaved = useCallback(
    (saved: GeneralFields) => {
      markSaved(saved);
      setSavedJson(JSON.stringify(saved));
    },
    [markSaved],
  );
  return { status, recordSaved, hasUnsavedChanges: current !== savedJson };
}
