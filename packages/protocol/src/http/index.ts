// The HTTP contract (docs/decisions/http-contract.md): kept out of the package's main entry so that code
// needing only codes and limits does not load zod and every schema with it.
export * from './call.ts';
export * from './contract.ts';
export { commerceCalls } from './commerce.calls.ts';
export { passportCalls } from './passport.calls.ts';
export { paymentsCalls } from './payments.calls.ts';
export { rolesCalls } from './roles.calls.ts';
export { roomsCalls } from './rooms.calls.ts';
export { storeCalls } from './store.calls.ts';
export { usersCalls } from './users.calls.ts';
