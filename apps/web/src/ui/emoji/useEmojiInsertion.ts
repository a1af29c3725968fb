import { useCallback, useRef } from 'react';
import { insertAtCaret } from './insertAtCaret.ts';

/**
 * A composer's emoji insertion: a ref for its input or textarea, and the function that puts an emoji at its
 * caret, updates the composer's state and gives the field its focus back with the caret after the emoji.
 */
export function useEmojiInsertion<T extends HTMLInputElement | HTMLTextAreaElement>(
  setValue: (value: string) => void,
) {
  const fieldRef = useRef<T>(null);
  const insert = useCallback(
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
    [setValue],
  );
  return { fieldRef, insert };
}
