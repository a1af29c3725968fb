import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made, as the fake received it. */
export interface StripeRequest {
  method: string;
  path: string;
  /** The form body (`application/x-www-form-urlencoded`), keys as sent (`metadata[x]` stays one key). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface StripeErrorBody {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

/** A failure answered instead of the API's outcome, before the endpoint runs (so nothing is kept). */
interface InjectedFailure {
  status: number;
  error: StripeErrorBody;
}

const cardError = (code: string, message: string, declineCode?: string): InjectedFailure => ({
  status: 402,
  error: {
    type: 'card_error',
    code,
    message,
    ...(declineCode && { decline_code: declineCode }),
  },
});

/** Stripe's test tokens and what charging (or attaching) them answers; the last has no Stripe token. */
const declines = new Map<string, InjectedFailure>([
  ['tok_chargeDeclined', cardError('card_declined', 'Your card was declined.', 'generic_decline')],
  [
    'tok_chargeDeclinedInsufficientFunds',
    cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
  ],
  ['tok_chargeDeclinedExpiredCard', cardError('expired_card', 'Your card has expired.', 'expired_card')],
  [
    'tok_chargeDeclinedIncorrectCvc',
    cardError('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  ],
  [
    'tok_chargeDeclinedProcessingError',
    cardError('processing_error', 'An error occurred while processing your card.', 'processing_error'),
  ],
  ['tok_avsZipFail', cardError('incorrect_zip', "Your card's zip code failed validation.", 'incorrect_zip')],
  ['tok_fakeInvalidSwipeData', cardError('card_declined', 'Your card was declined.', 'invalid_swipe_data')],
]);

const missing = (code: 'resource_missing' | 'missing', param: string, message: string): InjectedFailure => ({
  status: 400,
  error: { type: 'invalid_request_error', code, param, message },
});

/**
 * A recording stand-in for Stripe's API on a local port, for the official SDK pointed at it
 * (STRIPE_API_URL): charges, customers, card sources and refunds with Stripe's JSON shapes and errors.
 * `tok_visa` is a good card; the tokens of `declines` are refused as Stripe refuses them.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const failures: InjectedFailure[] = [];
  const customers = new Map<string, Set<string>>();
  const charges = new Map<string, number>();
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(serial += 1).toString().padStart(6, '0')}`;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
    response.end(JSON.stringify(body));
  };

  /** The card behind a token: refused, unknown, or good (last4 4242). */
  const cardOfToken = (token: string): InjectedFailure | { last4: string } =>
    declines.get(token) ??
    (token === 'tok_visa'
      ? { last4: '4242' }
      : missing('resource_missing', 'source', `No such token: '${token}'`));

  function answer(request: StripeRequest): { status: number; body: unknown } {
    const { form } = request;
    const sources = /^\/v1\/customers\/([^/]+)\/sources$/.exec(request.path);
    if (request.path === '/v1/customers') {
      const id = nextId('cus');
      customers.set(id, new Set());
      return { status: 200, body: { id, object: 'customer', livemode: false } };
    }
    if (sources?.[1]) {
      const customerId = decodeURIComponent(sources[1]);
      const cards = customers.get(customerId);
      if (!cards)
        return failureAnswer(missing('resource_missing', 'id', `No such customer: '${customerId}'`));
      const card = cardOfToken(form.source ?? '');
      if ('error' in card) return failureAnswer(card);
      const id = nextId('card');
      cards.add(id);
      return {
        status: 200,
        body: { id, object: 'card', customer: customerId, last4: card.last4, brand: 'Visa', exp_year: 2031 },
      };
    }
    if (request.path === '/v1/charges') {
      const source = form.source ?? '';
      if (form.customer !== undefined && !customers.get(form.customer)?.has(source))
        return failureAnswer(
          missing(
            'missing',
            'source',
            `Customer ${form.customer} does not have a linked source with ID ${source}`,
          ),
        );
      if (form.customer === undefined) {
        const card = cardOfToken(source);
        if ('error' in card) return failureAnswer(card);
      }
      const id = nextId('ch');
      const amount = Number(form.amount);
      charges.set(id, amount);
      return {
        status: 200,
        body: { id, object: 'charge', status: 'succeeded', paid: true, amount, currency: form.currency },
      };
    }
    if (request.path === '/v1/refunds') {
      const charge = form.charge ?? '';
      const charged = charges.get(charge);
      if (charged === undefined)
        return failureAnswer(missing('resource_missing', 'charge', `No such charge: '${charge}'`));
      const amount = form.amount === undefined ? charged : Number(form.amount);
      return {
        status: 200,
        body: { id: nextId('re'), object: 'refund', status: 'succeeded', charge, amount },
      };
    }
    return failureAnswer(missing('resource_missing', 'path', `Unrecognized request URL: ${request.path}`));
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const header = (name: string) => {
        const value = incoming.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const request: StripeRequest = {
        method: incoming.method ?? '',
        path: (incoming.url ?? '').split('?')[0] ?? '',
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
      };
      requests.push(request);
      const failure = failures.shift();
      const { status, body } = failure ? failureAnswer(failure) : answer(request);
      send(response, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request received, oldest first. */
    requests,
    /** The requests to one path, oldest first. */
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    /** Answers the next `count` requests with Stripe's error of that status instead of running them. */
    failNext(count: number, status: 500 | 401) {
      const error: StripeErrorBody =
        status === 500
          ? { type: 'api_error', message: 'An unknown error occurred' }
          : { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' };
      for (let index = 0; index < count; index += 1) failures.push({ status, error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function failureAnswer(failure: InjectedFailure): { status: number; body: unknown } {
  return { status: failure.status, body: { error: failure.error } };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
