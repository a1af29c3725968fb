// The HTTP contract (docs/decisions/http-contract.md): kept out of the package's main entry so that code
// needing only codes and limits does not load zod and every schema with it.
export * from './call.ts';
export * from './contract.ts';
export { commonCalls } from './common.calls.ts';
export { eventMoviesCalls, eventWhitelistsCalls } from './eventParts.calls.ts';
export { eventsCalls } from './events.calls.ts';
export { eventServiceCalls } from './eventService.calls.ts';
export { feedCalls } from './feed.calls.ts';
export { healthCalls } from './health.calls.ts';
export { passportCalls } from './passport.calls.ts';
export { roomsCalls } from './rooms.calls.ts';
export { searchCalls } from './search.calls.ts';
export { usersCalls } from './users.calls.ts';
