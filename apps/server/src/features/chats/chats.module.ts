import type { Kysely } from 'kysely';
import { ChatRate } from '@limelight/protocol';
import { rateLimitOf, type RateWindows } from '../../platform/bus/rateWindows.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createChatsRepo } from './chats.repo.ts';
import { registerChatsRoutes } from './chats.routes.ts';
import { createChatsService, requireChatId, type ChatsServiceDeps } from './chats.service.ts';
import { createChatEvents, registerChatResume } from './chats.socket.ts';
import { createGroupsRepo } from './groups.repo.ts';
import { createGroupsService, type GroupsServiceDeps } from './groups.service.ts';

export interface ChatsModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  rateWindows: RateWindows;
  delivery: RealtimeDelivery;
  /** Whether two people are friends (the friends feature). */
  areFriends: ChatsServiceDeps['areFriends'];
  /** Which of these people are someone's friends (the friends feature). */
  friendsAmong: GroupsServiceDeps['friendsAmong'];
  /** Who is in a chat's video call (the calls feature). */
  joinedPeopleOf: ChatsServiceDeps['joinedPeopleOf'];
  /** Which chats have a video call going on (the calls feature). */
  chatsInCall: ChatsServiceDeps['chatsInCall'];
}

/**
 * Friend and group chats: their routes, the friend socket's chat resume, and for the friends feature the
 * one-to-one chat that opens and closes with a friendship.
 */
export function createChatsModule(deps: ChatsModuleDeps) {
  const repo = createChatsRepo(deps.db);
  const notify = createChatEvents(deps.delivery);
  const groups = createGroupsService({
    chats: repo,
    repo: createGroupsRepo(deps.db),
    friendsAmong: deps.friendsAmong,
    notify,
    now: deps.clock,
  });
  const chats = createChatsService({
    repo,
    areFriends: deps.areFriends,
    leaveGroup: groups.leave,
    joinedPeopleOf: deps.joinedPeopleOf,
    chatsInCall: deps.chatsInCall,
    notify,
    requireSenderRate: rateLimitOf(deps.rateWindows, ChatRate),
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'chats',
    routes: ({ router }) => registerChatsRoutes(router, chats, groups),
    sockets: ({ sockets }) => registerChatResume(sockets, chats),
  };
  return {
    module,
    openFriendChat: chats.openFriendChat,
    closeFriendChat: chats.closeFriendChat,
    groupMembersAmong: groups.membersAmong,
    joinGroupByInvitation: groups.joinByInvitation,
    callMembersOf: chats.callMembersOf,
    requireChatId,
  };
}
