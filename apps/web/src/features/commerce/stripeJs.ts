// The part of Stripe.js v3 the card form uses (https://docs.stripe.com/js), typed here rather than through
// @stripe/stripe-js: Stripe.js itself must come from js.stripe.com, and only these few calls are needed.

/** An error of Stripe.js: a card field's check (`validation_error`) or Stripe's refusal of the card. */
export interface StripeJsError {
  type: string;
  code?: string;
  message?: string;
}

export type StripeTokenResult = { token: { id: string }; error?: undefined } | { error: StripeJsError };

/** What the Card Element reports as it is typed into. */
export interface StripeCardChange {
  complete: boolean;
  error?: StripeJsError;
}

/** Looks of the Card Element's inner fields, which live in Stripe's frame and cannot read our CSS. */
export interface StripeCardStyle {
  base: { color?: string; fontFamily?: string; fontSize?: string };
}

/** Stripe's Card Element: number, expiry, CVC and postal code in one frame served by Stripe. */
export interface StripeCardElement {
  mount(container: HTMLElement): void;
  update(options: { disabled: boolean }): void;
  focus(): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'card', options: { style: StripeCardStyle }): StripeCardElement;
}

export interface StripeJs {
  elements(options: { locale: string }): StripeElements;
  createToken(card: StripeCardElement): Promise<StripeTokenResult>;
}

export type StripeConstructor = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    /** Set by Stripe.js once its script has run. */
    Stripe?: StripeConstructor;
  }
}

export const stripeJsUrl = 'https://js.stripe.com/v3/';

let pendingLoad: Promise<StripeConstructor> | undefined;

/**
 * Stripe.js, loaded on first use: Stripe requires it from js.stripe.com (never bundled or self-hosted).
 * The script tag is added once; calls while it loads share its promise. A failed load removes its tag,
 * so that the next call (the form's retry) tries again.
 */
export function loadStripeJs(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  pendingLoad ??= new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = stripeJsUrl;
    script.async = true;
    const fail = (reason: string) => {
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : fail('Stripe.js ran without defining Stripe'),
    );
    script.addEventListener('error', () => fail(`${stripeJsUrl} could not be loaded`));
    document.head.append(script);
  }).finally(() => {
    pendingLoad = undefined;
  });
  return pendingLoad;
}
