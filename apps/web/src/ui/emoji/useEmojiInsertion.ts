import { useCallback, type RefObject } from 'react';
import { insertAtCaret } from './insertAtCaret.ts';

/**
 * A composer's emoji insertion: puts an emoji at the caret of its input or textarea (`fieldRef`), updates
 * the composer's state and gives the field its focus back with the caret after the emoji.
 */
export function useEmojiInsertion(
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  setValue: (value: string) => void,
): (emoji: string) => void {
  return useCallback(
    (emoji: string) => {
      const field = fieldRef.current;
      if (!field) return;
      const result = insertAtCaret(field, emoji, field.maxLength);
      if (!result) return;
      setValue(result.value);
      // After React wrote the new value: the caret goes after the emoji, where typing goes on.
      requestAnimationFrame(() => {
        field.focus();
        field.setSelectionRange(result.caret, result.caret);
      });
    },
    [fieldRef, setValue],
  );
}
