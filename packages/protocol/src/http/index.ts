// The HTTP contract (docs/decisions/http-contract.md): kept out of the package's main entry so that code
// needing only codes and limits does not load zod and every schema with it.
export * from './call.ts';
export * from './contract.ts';
export { castCalls } from './cast.calls.ts';
export { flagsCalls } from './flags.calls.ts';
export { mediaCalls } from './media.calls.ts';
export { passportCalls } from './passport.calls.ts';
export { roomChatCalls } from './roomChat.calls.ts';
export { roomSyncCalls } from './roomSync.calls.ts';
export { roomsCalls } from './rooms.calls.ts';
export { socketCalls } from './socket.calls.ts';
export { usersCalls } from './users.calls.ts';
