// The HTTP contract (docs/decisions/http-contract.md): kept out of the package's main entry so that code
// needing only codes and limits does not load zod and every schema with it.
export * from './call.ts';
export * from './contract.ts';
export { callsCalls } from './calls.calls.ts';
export { chatsCalls } from './chats.calls.ts';
export { commerceCalls } from './commerce.calls.ts';
export { commonCalls } from './common.calls.ts';
export { devCalls } from './dev.calls.ts';
export { eventMoviesCalls, eventWhitelistsCalls } from './eventParts.calls.ts';
export { eventServiceCalls } from './eventService.calls.ts';
export { eventsCalls } from './events.calls.ts';
export { feedCalls } from './feed.calls.ts';
export { friendsCalls } from './friends.calls.ts';
export { healthCalls } from './health.calls.ts';
export { meetCalls } from './meet.calls.ts';
export { notificationsCalls } from './notifications.calls.ts';
export { passportCalls, secretCheckRateLimitPerMinute } from './passport.calls.ts';
export { paymentsCalls } from './payments.calls.ts';
export { rolesCalls } from './roles.calls.ts';
export { roomsCalls } from './rooms.calls.ts';
export { searchCalls } from './search.calls.ts';
export { storeCalls } from './store.calls.ts';
export { usersCalls } from './users.calls.ts';
