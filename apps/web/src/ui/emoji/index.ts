export { EmojiPickerButton } from './EmojiPickerButton.tsx';
export { useEmojiInsertion } from './useEmojiInsertion.ts';
