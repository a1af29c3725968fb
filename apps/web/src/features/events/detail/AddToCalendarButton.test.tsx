import { ok } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import { serveApi } from '../../../test/stubbedFetch.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AddToCalendarButton event={{ id: 'e-1', slug: 'jazz-night' }} />
    </QueryClientProvider>,
  );
}

describe('the alert picker of "Add to calendar" (docs/decisions/alert-picker.md)', () => {
  it('offers no alert, the start and times before it; 10 minutes unless chosen otherwise', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const requests = serveApi({}, () => ok(''));
    renderButton();
    const picker = screen.getByLabelText<HTMLSelectElement>('Alert');
    expect([...picker.options].map((option) => option.text)).toEqual([
      'None',
      'At the start',
      '5 min before',
      '10 min before',
      '15 min before',
      '30 min before',
      '1 h before',
      '1 d before',
    ]);
    expect(picker.value).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await userEvent.selectOptions(picker, '1 h before');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await userEvent.selectOptions(picker, 'None');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((request) => [request.path, request.query.alert])).toEqual([
      ['/api/events/v1/calendar/e-1.ics', '10'],
      ['/api/events/v1/calendar/e-1.ics', '60'],
      ['/api/events/v1/calendar/e-1.ics', 'none'],
    ]);
  });
});
