// The request wrapper of spec 000 §7–8 and spec 001 §8, its retry wrapper and the guest-session guard.
export { api } from './api.ts';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiQuery,
  type ApiRequestInit,
  type ApiResponse,
  type FetchLike,
  type UploadFileOptions,
  type UploadRequestInit,
  type UploadTransport,
} from './apiClient.ts';
export { ApiNetworkError, ApiNetworkErrorReason } from './apiNetworkError.ts';
export { nextPageParam } from './pagination.ts';
export { ensureGuestSession } from './guestSession.ts';
export { dataOf, RefusedAnswerError } from './refusedAnswer.ts';
export { onSessionExpired, type SessionExpiredListener } from './sessionExpiredNotice.ts';
export { withRetry } from './withRetry.ts';
