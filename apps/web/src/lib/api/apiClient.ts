import {
  Api,
  LogoutThreshold,
  ResponseCode,
  TokenExpiredRetry,
  TokenRefresh,
  sessionInvalidCodes,
  type Envelope,
} from '@limelight/protocol';
import type { CallAnswer, CallInput, CallName, CallNamed, HttpCall } from '@limelight/protocol/http';
import { isMember, type Session } from '../session/session.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import { ApiNetworkError, ApiNetworkErrorReason } from './apiNetworkError.ts';
import { loadCall } from './loadCall.ts';
import { RefusedAnswerError } from './refusedAnswer.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';

/** Query values; `undefined` ones are left out. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** What the client hands to `fetch`; `window.fetch` accepts it. */
export interface ApiRequestInit {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
}

/** The part of a response the client reads; files (a calendar export) are read as a blob. */
export type ApiResponse = Pick<Response, 'status' | 'json' | 'blob'> & { headers: Pick<Headers, 'get'> };

/** The part of `fetch` the client uses, so tests can script answers. */
export type FetchLike = (url: string, init: ApiRequestInit) => Promise<ApiResponse>;

/** What the client hands to the upload transport: a multipart body and a listener for its progress. */
export interface UploadRequestInit {
  method: 'POST';
  headers: Record<string, string>;
  body: FormData;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sentFraction: number) => void;
}

/** Sends a multipart request and reports its upload progress (XMLHttpRequest in the browser). */
export type UploadTransport = (url: string, init: UploadRequestInit) => Promise<ApiResponse>;

/** Options of `ApiClient.uploadFile`. */
export interface UploadFileOptions {
  /** The multipart field that carries the file; `file` unless the endpoint names another. */
  fieldName?: string;
  /** Other form fields the endpoint reads (`eventId`, `type` …); they go before the file part. */
  fields?: Readonly<Record<string, string>>;
  /** The call's query (saveStream's recordingId). */
  query?: ApiQuery;
  /** Headers the call reads besides the usual ones (saveStream's X-Timestamp). */
  headers?: Readonly<Record<string, string>>;
  onProgress?: (sentFraction: number) => void;
}

/** Dependencies of the API client. */
export interface ApiClientOptions {
  /** Prefix of every path: '' for the same origin. */
  baseUrl: string;
  fetch: FetchLike;
  /** Sends file uploads; the same rules apply to them as to every other request. */
  upload: UploadTransport;
  sessions: SessionStore;
  onSessionExpired: (code: number, data?: unknown) => void;
  log: Pick<Console, 'error'>;
  sleep?: Sleep;
  now?: () => number;
}

/** A call's parts as the client sends them (the parts its declaration names). */
interface CallParts {
  query?: unknown;
  body?: unknown;
  params?: unknown;
}

/**
 * The calls that code of the first load (the app shell, session, guest session, refresh, sign-in, sockets)
 * sends by name. A short list on purpose: a call by any of ~300 names would make the compiler type the
 * input against every call's at once.
 */
export type FirstLoadCallName = Extract<
  CallName,
  | 'passport.autoLoginKey'
  | 'passport.changePassword'
  | 'passport.getResetPasswordCode'
  | 'passport.login'
  | 'passport.loginByToken'
  | 'passport.logout'
  | 'passport.refreshToken'
  | 'passport.register'
  | 'passport.resetPassword'
  | 'socket.friendConnToken'
  | 'socket.getConnectionToken'
  | 'users.claimAccount'
  | 'users.createGuest'
  | 'users.getProfile'
>;

/** The request wrapper of spec 000 §7–8 / spec 001 §8: answers are envelopes, whatever their code. */
export interface ApiClient {
  /**
   * Sends a call of the HTTP contract and parses a success answer with the call's answer schema (a
   * malformed one throws ApiNetworkError MalformedAnswer). Other codes come back as they are.
   */
  call<C extends HttpCall>(call: C, input: CallInput<C>): Promise<Envelope<CallAnswer<C>>>;
  /**
   * The same call by its name, for code of the first load: the declaration (and zod) is loaded on first
   * use, outside the first-load budget (docs/decisions/http-contract.md).
   */
  callByName<N extends FirstLoadCallName>(
    name: N,
    input: CallInput<CallNamed<N>>,
  ): Promise<Envelope<CallAnswer<CallNamed<N>>>>;
  /**
   * GETs a file the server sends as it is (the calendar export), with the same headers, token and refresh.
   * A refusal comes as an envelope instead, and throws RefusedAnswerError.
   */
  getFile<C extends HttpCall & { file: true }>(call: C, input: CallInput<C>): Promise<Blob>;
  /**
   * POSTs one file as multipart/form-data to a call of the contract, with the same headers, token and retry
   * rules as `call`, and parses a success answer with the call's answer schema.
   */
  uploadFile<C extends HttpCall>(
    call: C,
    file: File,
    options?: UploadFileOptions,
  ): Promise<Envelope<CallAnswer<C>>>;
}

/** The contract's name of a call sent by name: the client's own rules key on it. */
interface Named {
  name?: CallName;
}

type ApiRequest =
  | ({ method: 'GET' | 'DELETE'; path: string; query: ApiQuery | undefined } & Named)
  | ({ method: 'POST' | 'PUT'; path: string; query: ApiQuery | undefined; body: unknown } & Named)
  | {
      method: 'POST';
      path: string;
      query: ApiQuery | undefined;
      headers?: Readonly<Record<string, string>>;
      form: FormData;
      onProgress?: (sentFraction: number) => void;
      name?: undefined;
    };

/** A call's query as URL values: numbers and flags as text, nested values as JSON. */
function queryOf(query: unknown): ApiQuery | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]: [string, unknown]) => [
      name,
      value === undefined || typeof value !== 'object' ? (value as ApiQuery[string]) : JSON.stringify(value),
    ]),
  );
}

/** A call's path with its `:name` parameters filled in. */
function pathOf(path: string, params: unknown): string {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A success answer parsed with its call's answer schema; other codes as they came. */
function parsedAnswer(call: HttpCall, path: string, answer: Envelope<unknown>): Envelope<unknown> {
  if (answer.code !== ResponseCode.Success) return answer;
  const parsed = call.answer.safeParse(answer.data);
  if (!parsed.success)
    throw new ApiNetworkError(ApiNetworkErrorReason.MalformedAnswer, path, {
      status: 200,
      cause: parsed.error,
    });
  return { ...answer, data: parsed.data };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Builds the app's request wrapper over `fetch` and the session store. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl,
    fetch,
    upload,
    sessions,
    onSessionExpired,
    log,
    sleep = realSleep,
    now = Date.now,
  } = options;
  // spec 000 §4: one refresh at a time; concurrent requests wait for the same one.
  let refreshInFlight: Promise<void> | null = null;
  // The access token the server last answered 10001 for: the next attempt refreshes it whatever its expiry.
  let rejectedAccessToken: string | null = null;
  // spec 001 §8: login-required answers accumulate until the server accepts the session again.
  let loginRequiredCount = 0;

  function urlOf(path: string, query: ApiQuery | undefined): string {
    const params = new URLSearchParams({ [Api.versionParam]: String(Api.version) });
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(name, String(value));
    }
    return `${baseUrl}${path}?${params.toString()}`;
  }

  function transmit(request: ApiRequest, headers: Record<string, string>): Promise<ApiResponse> {
    const url = urlOf(request.path, request.query);
    // A multipart body sets its own Content-Type, boundary included.
    if ('form' in request)
      return upload(url, {
        method: 'POST',
        headers: { ...request.headers, ...headers },
        body: request.form,
        onProgress: request.onProgress,
      });
    if (!('body' in request)) return fetch(url, { method: request.method, headers });
    headers['Content-Type'] = 'application/json';
    return fetch(url, { method: request.method, headers, body: JSON.stringify(request.body ?? {}) });
  }

  async function respond(request: ApiRequest, bearer: string | undefined): Promise<ApiResponse> {
    // spec 000 §7: every request carries v=43, the client header web-43 and the bearer token.
    const headers: Record<string, string> = { [Api.clientHeaderName]: Api.clientHeader };
    if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
    try {
      return await transmit(request, headers);
    } catch (cause) {
      throw new ApiNetworkError(ApiNetworkErrorReason.Unreachable, request.path, { cause });
    }
  }

  async function send<T>(request: ApiRequest, bearer: string | undefined): Promise<Envelope<T>> {
    const response = await respond(request, bearer);
    // The HTTP status only mirrors the code's class; the envelope is read whatever the status.
    const answer: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(answer)) {
      throw new ApiNetworkError(ApiNetworkErrorReason.MalformedAnswer, request.path, {
        status: response.status,
      });
    }
    return answer as Envelope<T>;
  }

  /**
   * Ends the session that sent the refused request. An answer to a token the session no longer holds (a
   * logout, a login or a refresh since) says nothing of the current session, such as the guest a logout makes.
   */
  function endSession(
    code: number,
    bearer: string | undefined,
    { withNotice, data }: { withNotice: boolean; data?: unknown },
  ): void {
    loginRequiredCount = 0;
    // Only the first of several concurrent failures ends the session and shows the notice.
    const { session } = sessions.getState();
    if (session === null || session.accessToken !== bearer) return;
    sessions.getState().clearSession();
    // Only a suspension carries data (its reason); the other codes are told as the code alone.
    if (withNotice) onSessionExpired(code, ...(data === undefined ? [] : [data]));
  }

  function applyCodeRules(
    path: string,
    { code, data }: Envelope<unknown>,
    bearer: string | undefined,
    name?: CallName,
  ): void {
    if (code === ResponseCode.AccountBanned && isMember(sessions.getState().session)) {
      // A member suspended by the operators (docs/decisions/operator.md): signed out, told why.
      endSession(code, bearer, { withNotice: true, data });
    } else if (sessionInvalidCodes.has(code)) {
      // spec 000 §8, spec 001 §8: 10022/10023/10024/10055 log out with the session-expired notice.
      endSession(code, bearer, { withNotice: true });
    } else if (
      name === 'users.getProfile' &&
      (code === ResponseCode.AccountUnavailable || code === ResponseCode.LoginRequired)
    ) {
      // spec 000 §8: 10027 and 10002 log out on the profile fetch.
      endSession(code, bearer, { withNotice: false });
    } else if (code === ResponseCode.LoginRequired) {
      // spec 001 §8: the session ends with the notice once 5 login-required or token-expired answers
      // accumulate. Token-expired answers never reach here: each is repeated and ends the session after its
      // own 5 retries. Counting them too would end it when a burst of parallel requests meets one expired token.
      loginRequiredCount += 1;
      if (loginRequiredCount >= LogoutThreshold.loginRequiredResponses)
        endSession(code, bearer, { withNotice: true });
    } else {
      loginRequiredCount = 0;
      // spec 001 §8: 5000 is logged to the console and the response returned.
      if (code === ResponseCode.SystemError) log.error(`API ${path} answered ${code} (system error)`);
    }
  }

  async function refreshTokens(session: Session): Promise<void> {
    const answer = await sendCallByName('passport.refreshToken', {
      body: { refreshToken: session.refreshToken },
    }).catch((error: unknown) => {
      // An answer without tokens keeps the session's own; the server will call them expired in time.
      if (error instanceof ApiNetworkError && error.reason === ApiNetworkErrorReason.MalformedAnswer)
        return null;
      throw error;
    });
    if (answer?.code !== ResponseCode.Success) return;
    // A logout or another login during the refresh wins: only the session that asked takes the new tokens.
    if (sessions.getState().session?.refreshToken === session.refreshToken) {
      sessions.getState().saveSession(answer.data, { isGuest: false });
    }
  }

  async function refreshIfDue(): Promise<void> {
    const session = sessions.getState().session;
    // spec 001 §7: only non-guests refresh; spec 000 §4: when expiry is within 5 minutes. A token login
    // has no refresh token (spec 000 §4), so it keeps its token until the server calls it expired.
    if (!isMember(session) || session.refreshToken === '') return;
    const isDue =
      session.tokenExpiryMs - now() <= TokenRefresh.withinMs || session.accessToken === rejectedAccessToken;
    if (!isDue) return;
    refreshInFlight ??= refreshTokens(session).finally(() => {
      refreshInFlight = null;
    });
    await refreshInFlight;
  }

  async function request<T>(req: ApiRequest): Promise<Envelope<T>> {
    for (let tokenExpiredRetries = 0; ; tokenExpiredRetries += 1) {
      // spec 000 §4: the refresh call itself is exempt from the pre-refresh.
      if (req.name !== 'passport.refreshToken') await refreshIfDue();
      const bearer = sessions.getState().session?.accessToken;
      const answer = await send<T>(req, bearer);
      if (answer.code !== ResponseCode.TokenExpired) {
        applyCodeRules(req.path, answer, bearer, req.name);
        return answer;
      }
      // spec 000 §8: 10001 waits 2 s and repeats the same request, up to 5 times, then logs out.
      if (tokenExpiredRetries >= TokenExpiredRetry.maxRetries) {
        endSession(answer.code, bearer, { withNotice: false });
        return answer;
      }
      rejectedAccessToken = bearer ?? null;
      await sleep(TokenExpiredRetry.delayMs);
    }
  }

  // Both forms type what a call returns from its declaration; one implementation serves them.
  const sendCall = call as ApiClient['call'];
  const sendCallByName = call as ApiClient['callByName'];

  async function call(target: HttpCall | CallName, input: CallParts): Promise<Envelope<unknown>> {
    const declaration = typeof target === 'string' ? await loadCall(target) : target;
    const name = typeof target === 'string' ? target : undefined;
    const path = pathOf(declaration.path, input.params);
    const query = queryOf(input.query);
    const { method } = declaration;
    const answer = await request<unknown>(
      method === 'GET' || method === 'DELETE'
        ? { method, path, query, name }
        : { method, path, query, body: input.body, name },
    );
    return parsedAnswer(declaration, path, answer);
  }

  return {
    call: sendCall,
    callByName: sendCallByName,
    getFile: async (fileCall, input) => {
      const path = pathOf(fileCall.path, input.params);
      const query = queryOf(input.query);
      await refreshIfDue();
      const bearer = sessions.getState().session?.accessToken;
      const response = await respond({ method: 'GET', path, query }, bearer);
      const isFile = !(response.headers.get('Content-Type') ?? '').includes('application/json');
      if (isFile && response.status === 200) return response.blob();
      const answer: unknown = await response.json().catch(() => undefined);
      if (!isEnvelope(answer))
        throw new ApiNetworkError(ApiNetworkErrorReason.MalformedAnswer, path, { status: response.status });
      applyCodeRules(path, answer, bearer);
      throw new RefusedAnswerError(answer);
    },
    uploadFile: (async (uploadCall: HttpCall, file: File, options: UploadFileOptions = {}) => {
      const { fieldName = 'file', fields = {}, query, headers, onProgress } = options;
      const form = new FormData();
      // Fields first: a streaming multipart parser knows them by the time the file arrives.
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(fieldName, file, file.name);
      const path = uploadCall.path;
      const answer = await request<unknown>({ method: 'POST', path, query, headers, form, onProgress });
      return parsedAnswer(uploadCall, path, answer);
    }) as ApiClient['uploadFile'],
  };
}
