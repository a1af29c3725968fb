import { ok } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { renderAt, samplePass, serveApi } from './ordersTestKit.tsx';
import { PassPage } from './PassPage.tsx';

function openPass(answer: ReturnType<typeof ok> | { code: number; message: string; data: null }) {
  const requests = serveApi({ [commerceCalls.pass.path]: () => answer });
  renderAt('/pass/:id', '/pass/pass-1', <PassPage />);
  return requests;
}

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('pass page', () => {
  it('shows the event, holder, ticket, status and the verification code, and prints', async () => {
    const requests = openPass(ok(samplePass()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gala' })).toBeTruthy();
    expect(requests[0]?.query.passId).toBe('pass-1');
    expect(screen.getByText('Holder').nextElementSibling?.textContent).toBe('Ada Lovelace');
    expect(screen.getByText('Ticket type').nextElementSibling?.textContent).toBe('General × 2');
    expect(screen.getByText('Valid')).toBeTruthy();
    const code = screen.getByText('ABCD-1234');
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe('/event/gala');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a refunded pass as refunded', async () => {
    openPass(ok(samplePass({ status: 'refunded' })));
    expect(await screen.findByText('Refunded')).toBeTruthy();
  });

  it('says the pass does not exist for an unknown id', async () => {
    openPass({ code: 4004, message: 'Not found', data: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This pass does not exist.' })).toBeTruthy();
  });
});
