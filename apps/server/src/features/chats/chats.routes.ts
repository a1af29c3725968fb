import { chatsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { ChatsService } from './chats.service.ts';
import type { GroupsService } from './groups.service.ts';

/** The chats group of the HTTP contract: the chat and group calls, members only. */
export function registerChatsRoutes(router: ApiRouter, chats: ChatsService, groups: GroupsService): void {
  router.implement(calls.getChatList, ({ caller, query }) => chats.chatList(caller.userId, query));
  router.implement(calls.history, ({ caller, query }) => chats.history(caller.userId, query));
  router.implement(calls.send, ({ caller, body }) => chats.send(caller.userId, body));
  router.implement(calls.markRead, ({ caller, body }) => chats.markRead(caller.userId, body.chatId));
  router.implement(calls.updateChatList, ({ caller, query }) => chats.updateChatList(caller.userId, query));
  router.implement(calls.currChattingMembers, ({ caller, query }) =>
    chats.currChattingMembers(caller.userId, query.chatId),
  );
  router.implement(calls.createGroup, ({ caller, body }) => groups.createGroup(caller.userId, body));
  router.implement(calls.addGroupUser, ({ caller, body }) => groups.addGroupUser(caller.userId, body));
  router.implement(calls.delGroup, ({ caller, body }) => groups.delGroup(caller.userId, body.groupId));
  router.implement(calls.delGroupUser, ({ caller, query }) =>
    groups.delGroupUser(caller.userId, query.groupId, query.uuid),
  );
  router.implement(calls.transferOwner, ({ caller, query }) =>
    groups.transferOwner(caller.userId, query.groupId, query.uuid),
  );
  router.implement(calls.updateGroupName, ({ caller, query }) =>
    groups.updateGroupName(caller.userId, query.groupId, query.groupName),
  );
  router.implement(calls.listGroupMember, ({ caller, query }) =>
    groups.listGroupMember(caller.userId, query),
  );
}
