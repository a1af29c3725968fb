import { Picker } from 'emoji-picker-element';
import enData from 'emoji-picker-element-data/en/emojibase/data.json?url';
import frData from 'emoji-picker-element-data/fr/emojibase/data.json?url';
import zhData from 'emoji-picker-element-data/zh/emojibase/data.json?url';
import frLabels from 'emoji-picker-element/i18n/fr';
import zhLabels from 'emoji-picker-element/i18n/zh_CN';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The emoji data and the picker's own labels by interface language: served from this origin (the CSP lets
 * nothing else in), loaded only when a picker first opens (docs/decisions/emoji-picker.md).
 */
function pickerSettings(language: string) {
  if (language.startsWith('fr')) return { locale: 'fr', dataSource: frData, i18n: frLabels };
  if (language.startsWith('zh')) return { locale: 'zh', dataSource: zhData, i18n: zhLabels };
  return { locale: 'en', dataSource: enData };
}

interface EmojiPickerPanelProps {
  onPick: (emoji: string) => void;
}

/** emoji-picker-element, mounted once per opening: search first, arrow keys in the grid, Enter picks. */
export default function EmojiPickerPanel({ onPick }: EmojiPickerPanelProps) {
  const { i18n } = useTranslation();
  const holderRef = useRef<HTMLDivElement>(null);
  // The picker stays mounted while the parent re-renders: its listener calls the latest onPick.
  const picked = useEffectEvent((emoji: string) => onPick(emoji));

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    const picker = new Picker(pickerSettings(i18n.language));
    const onEmojiClick = (event: { detail: { unicode?: string } }) => {
      if (event.detail.unicode) picked(event.detail.unicode);
    };
    picker.addEventListener('emoji-click', onEmojiClick);
    holder.append(picker);
    // The search box takes the focus, as a menu's first item would.
    const focusSearch = () =>
      picker.shadowRoot?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    const frame = requestAnimationFrame(focusSearch);
    return () => {
      cancelAnimationFrame(frame);
      picker.removeEventListener('emoji-click', onEmojiClick);
      picker.remove();
    };
  }, [i18n.language]);

  return <div ref={holderRef} />;
}
