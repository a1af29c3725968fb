import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAskedChange } from './useAskedChange.ts';

/** A setting held by "the server": the checkbox shows it, or what was asked while the answer is out. */
function Setting({ answer }: { answer: Promise<void> }) {
  const [saved, setSaved] = useState(true);
  const change = useAskedChange({
    mutationFn: async (value: boolean) => {
      await answer;
      return value;
    },
    onSuccess: (value) => setSaved(value),
  });
  return (
    <label>
      <input
        type="checkbox"
        checked={change.asked ? change.asked.variables : saved}
        disabled={change.asked !== undefined}
        onChange={(event) => change.ask(event.target.checked)}
      />
      Text chat
    </label>
  );
}

describe('useAskedChange', () => {
  it('shows the value asked for in the same event that asks it, and the saved one once answered', async () => {
    let release = () => undefined as void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Setting answer={answer} />
      </QueryClientProvider>,
    );
    const box = screen.getByLabelText<HTMLInputElement>('Text chat');
    // A browser's click, outside act(): React renders the event's own updates, nothing later.
    box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // No tick has passed: the mutation's own state could not have reached React yet.
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(true);

    release();
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
  });
});
