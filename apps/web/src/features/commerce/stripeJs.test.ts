// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripeJs, stripeJsUrl } from './stripeJs.ts';
import { installFakeStripeJs } from '../../test/stripeTestKit.ts';

const scripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${stripeJsUrl}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of scripts()) script.remove();
});

describe('loadStripeJs (Stripe.js from js.stripe.com, on first use)', () => {
  it('adds one script tag for every call made while it loads, and resolves them all to Stripe', async () => {
    const loads = [loadStripeJs(), loadStripeJs()];
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    const stripe = installFakeStripeJs();
    fireEvent.load(scripts()[0] as HTMLScriptElement);
    for (const constructStripe of await Promise.all(loads))
      expect(constructStripe).toBe(stripe.constructStripe);
    // Loaded: later calls use window.Stripe and add nothing.
    await expect(loadStripeJs()).resolves.toBe(stripe.constructStripe);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a failed load and removes its tag, so that the next call tries again', async () => {
    const failed = loadStripeJs();
    fireEvent.error(scripts()[0] as HTMLScriptElement);
    await expect(failed).rejects.toThrow(stripeJsUrl);
    expect(scripts()).toHaveLength(0);
    const retried = loadStripeJs();
    expect(scripts()).toHaveLength(1);
    const stripe = installFakeStripeJs();
    fireEvent.load(scripts()[0] as HTMLScriptElement);
    await expect(retried).resolves.toBe(stripe.constructStripe);
  });

  it('refuses a script that ran without defining Stripe', async () => {
    const loaded = loadStripeJs();
    fireEvent.load(scripts()[0] as HTMLScriptElement);
    await expect(loaded).rejects.toThrow('without defining Stripe');
  });
});
