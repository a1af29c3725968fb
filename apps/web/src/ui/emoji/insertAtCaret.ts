/** A text field's value and where its selection is. */
export interface CaretText {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/**
 * `text` put where the caret is, replacing the selection (at the end when the field never had a caret),
 * and where the caret goes after it. Nothing is inserted when the result would pass `maxLength`.
 */
export function insertAtCaret(
  field: CaretText,
  text: string,
  maxLength?: number,
): { value: string; caret: number } | undefined {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const value = `${field.value.slice(0, start)}${text}${field.value.slice(end)}`;
  if (maxLength !== undefined && maxLength >= 0 && value.length > maxLength) return undefined;
  return { value, caret: start + text.length };
}
