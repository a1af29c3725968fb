import { ok } from '@limelight/protocol';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type {
  StripeCardChange,
  StripeCardElement,
  StripeConstructor,
  StripeJs,
  StripeTokenResult,
} from '../features/commerce/stripeJs.ts';

/** The config answer of a server whose processor is Stripe. */
export const stripeConfig = ok({ processor: 'stripe', publishableKey: 'pk_test_x' });

/** The accessible name of the plain input the fake Card Element mounts. */
export const fakeCardInputLabel = 'Card (Stripe test double)';

/**
 * A stand-in for Stripe.js (`window.Stripe`): its Card Element mounts a plain input, `createToken`
 * answers `nextResult` and records what it was given, and the test can play the element's change events.
 */
export class FakeStripeJs {
  readonly publishableKeys: string[] = [];
  readonly tokenRequests: StripeCardElement[] = [];
  nextResult: StripeTokenResult = { token: { id: 'tok_fromStripeJs' } };
  isDisabled = false;
  readonly #changeHandlers: Array<(change: StripeCardChange) => void> = [];

  readonly element: StripeCardElement = {
    mount: (container) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', fakeCardInputLabel);
      container.append(input);
    },
    update: ({ disabled }) => {
      this.isDisabled = disabled;
    },
    focus: () => undefined,
    on: (_event, handler) => {
      this.#changeHandlers.push(handler);
    },
    destroy: () => {
      this.#changeHandlers.length = 0;
    },
  };

  readonly #stripe: StripeJs = {
    elements: () => ({ create: () => this.element }),
    createToken: async (element) => {
      this.tokenRequests.push(element);
      return this.nextResult;
    },
  };

  readonly constructStripe: StripeConstructor = (publishableKey) => {
    this.publishableKeys.push(publishableKey);
    return this.#stripe;
  };

  /** Plays a change of the Card Element, as Stripe.js reports typing into it. */
  emitChange(change: StripeCardChange): void {
    act(() => {
      for (const handler of this.#changeHandlers) handler(change);
    });
  }
}

/** Installs a fake Stripe.js as `window.Stripe`, as its script would (undone by vi.unstubAllGlobals). */
export function installFakeStripeJs(): FakeStripeJs {
  const fake = new FakeStripeJs();
  vi.stubGlobal('Stripe', fake.constructStripe);
  return fake;
}
