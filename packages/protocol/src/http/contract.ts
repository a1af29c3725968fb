import type { HttpCall } from './call.ts';
import { analyticsCalls } from './analytics.calls.ts';
import { callsCalls } from './calls.calls.ts';
import { castCalls } from './cast.calls.ts';
import { chatsCalls } from './chats.calls.ts';
import { commerceCalls } from './commerce.calls.ts';
import { commonCalls } from './common.calls.ts';
import { devCalls } from './dev.calls.ts';
import { eventMoviesCalls, eventWhitelistsCalls } from './eventParts.calls.ts';
import { eventServiceCalls } from './eventService.calls.ts';
import { eventsCalls } from './events.calls.ts';
import { feedCalls } from './feed.calls.ts';
import { flagsCalls } from './flags.calls.ts';
import { friendsCalls } from './friends.calls.ts';
import { healthCalls } from './health.calls.ts';
import { mediaCalls } from './media.calls.ts';
import { meetCalls } from './meet.calls.ts';
import { notificationsCalls } from './notifications.calls.ts';
import { operatorCalls } from './operator.calls.ts';
import { passportCalls } from './passport.calls.ts';
import { paymentsCalls } from './payments.calls.ts';
import { filmsCalls } from './films.calls.ts';
import { recordingsCalls } from './recordings.calls.ts';
import { rolesCalls } from './roles.calls.ts';
import { replaysCalls } from './replays.calls.ts';
import { roomChatCalls } from './roomChat.calls.ts';
import { roomSyncCalls } from './roomSync.calls.ts';
import { roomsCalls } from './rooms.calls.ts';
import { searchCalls } from './search.calls.ts';
import { socketCalls } from './socket.calls.ts';
import { storeCalls } from './store.calls.ts';
import { supportCalls } from './support.calls.ts';
import { usersCalls } from './users.calls.ts';

/** Every HTTP call of the API, by group (docs/decisions/http-contract.md). */
export const httpContract = {
  analytics: analyticsCalls,
  calls: callsCalls,
  cast: castCalls,
  chats: chatsCalls,
  commerce: commerceCalls,
  common: commonCalls,
  dev: devCalls,
  eventMovies: eventMoviesCalls,
  eventService: eventServiceCalls,
  eventWhitelists: eventWhitelistsCalls,
  events: eventsCalls,
  feed: feedCalls,
  flags: flagsCalls,
  friends: friendsCalls,
  health: healthCalls,
  media: mediaCalls,
  meet: meetCalls,
  notifications: notificationsCalls,
  operator: operatorCalls,
  passport: passportCalls,
  payments: paymentsCalls,
  films: filmsCalls,
  recordings: recordingsCalls,
  roles: rolesCalls,
  replays: replaysCalls,
  roomChat: roomChatCalls,
  roomSync: roomSyncCalls,
  rooms: roomsCalls,
  search: searchCalls,
  socket: socketCalls,
  store: storeCalls,
  support: supportCalls,
  users: usersCalls,
} as const;

/** The contract's type: what name-keyed calls are looked up in. */
export type HttpContract = typeof httpContract;

type GroupByName<G extends keyof HttpContract> = {
  [K in keyof HttpContract[G] & string as `${G & string}.${K}`]: HttpContract[G][K];
};
type IntersectionOf<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/**
 * Every call by its name, `group.call` (`'passport.refreshToken'`), in one flat object type: a lookup by
 * name is an indexed access, which the compiler does at once for the ~300 calls.
 */
export type CallsByName = IntersectionOf<{ [G in keyof HttpContract]: GroupByName<G> }[keyof HttpContract]>;

/** A call by its name, `group.call` (`'passport.refreshToken'`). */
export type CallName = keyof CallsByName & string;

/** The declaration a call name names. */
export type CallNamed<N extends CallName> = CallsByName[N];

/** Every declared call with its name, in the contract's order (the server's checks, the OpenAPI document). */
export function contractCalls(): { name: CallName; call: HttpCall }[] {
  const groups: Readonly<Record<string, Readonly<Record<string, HttpCall>>>> = httpContract;
  return Object.entries(groups).flatMap(([group, calls]) =>
    // The names are built from the contract's own keys, so each is a CallName.
    Object.entries(calls).map(([key, call]) => ({ name: `${group}.${key}` as CallName, call })),
  );
}

/** The declaration of a call by name. */
export function callNamed<N extends CallName>(name: N): CallNamed<N>;
export function callNamed(name: CallName): HttpCall {
  const [group = '', key = ''] = name.split('.');
  const groups: Readonly<Record<string, Readonly<Record<string, HttpCall>>>> = httpContract;
  const call = groups[group]?.[key];
  if (!call) throw new Error(`No call ${name} in the HTTP contract`);
  return call;
}
