import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { EmojiPickerButton } from './EmojiPickerButton.tsx';
import { useEmojiInsertion } from './useEmojiInsertion.ts';

// The real picker (emoji-picker-element) needs IndexedDB and a layout engine: the e2e drives it. Here a
// stand-in of its panel offers one emoji, to test the button, the keyboard and the caret.
vi.mock('./EmojiPickerPanel.tsx', () => ({
  default: ({ onPick }: { onPick: (emoji: string) => void }) => (
    <button type="button" onClick={() => onPick('😀')}>
      grinning face
    </button>
  ),
}));

function Composer() {
  const [value, setValue] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const insertEmoji = useEmojiInsertion(fieldRef, setValue);
  return (
    <>
      <input ref={fieldRef} aria-label="Message" value={value} onChange={(e) => setValue(e.target.value)} />
      <EmojiPickerButton onPick={insertEmoji} />
    </>
  );
}

beforeAll(() => initI18n('en'));

describe('the emoji picker of a chat composer', () => {
  it('inserts the picked emoji at the caret and gives the composer the focus back', async () => {
    render(<Composer />);
    const field = screen.getByLabelText<HTMLInputElement>('Message');
    await userEvent.type(field, 'hi there');
    field.setSelectionRange(2, 2);
    const button = screen.getByRole('button', { name: 'Insert emoji' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Emoji' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'grinning face' }));
    expect(field.value).toBe('hi😀 there');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.selectionStart).toBe(4);
  });

  it('opens from the keyboard and closes on Escape, the focus back on its button', async () => {
    render(<Composer />);
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Insert emoji' });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'grinning face' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
