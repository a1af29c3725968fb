import { describe, expect, it } from 'vitest';
import { resolveHomeTarget } from './homeTarget.ts';

describe('route / (spec 000 §2)', () => {
  it('sends a logged-in user to /events, information site or not', () => {
    expect(resolveHomeTarget(true, 'https://info.example')).toEqual({ kind: 'events' });
    expect(resolveHomeTarget(true, undefined)).toEqual({ kind: 'events' });
  });

  it('sends a guest to the configured information site', () => {
    expect(resolveHomeTarget(false, 'https://info.example')).toEqual({
      kind: 'infoSite',
      url: 'https://info.example',
    });
  });

  it('shows the landing page to a guest when no information site is configured', () => {
    expect(resolveHomeTarget(false, undefined)).toEqual({ kind: 'landing' });
    expect(resolveHomeTarget(false, '')).toEqual({ kind: 'landing' });
  });
});
