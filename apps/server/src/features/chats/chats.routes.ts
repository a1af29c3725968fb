import {
  addGroupUserRequestSchema,
  chatHistoryQuerySchema,
  chatListQuerySchema,
  chatRefQuerySchema,
  chatRefRequestSchema,
  chatSendRequestSchema,
  createGroupRequestSchema,
  groupMemberQuerySchema,
  groupRefRequestSchema,
  listGroupMemberQuerySchema,
  updateChatListQuerySchema,
  updateGroupNameQuerySchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { ChatsService } from './chats.service.ts';
import type { GroupsService } from './groups.service.ts';

/** spec 000 §7 "Friends, chats, groups": the chat and group calls, members only. */
export function registerChatsRoutes(router: ApiRouter, chats: ChatsService, groups: GroupsService): void {
  const auth = 'member' as const;
  router.get('/api/friend/v1/getChatList', { auth, query: chatListQuerySchema }, ({ caller, query }) =>
    chats.chatList(caller.userId, query),
  );
  router.get('/api/friend/v1/chat/history', { auth, query: chatHistoryQuerySchema }, ({ caller, query }) =>
    chats.history(caller.userId, query),
  );
  router.post('/api/friend/v1/chat/send', { auth, body: chatSendRequestSchema }, ({ caller, body }) =>
    chats.send(caller.userId, body),
  );
  router.post('/api/friend/v1/chat/markRead', { auth, body: chatRefRequestSchema }, ({ caller, body }) =>
    chats.markRead(caller.userId, body.chatId),
  );
  router.post(
    '/api/friend/v1/updateChatList',
    { auth, query: updateChatListQuerySchema },
    ({ caller, query }) => chats.updateChatList(caller.userId, query),
  );
  router.get(
    '/api/friend/v1/getCurrChattingMembers',
    { auth, query: chatRefQuerySchema },
    ({ caller, query }) => chats.currChattingMembers(caller.userId, query.chatId),
  );
  router.post('/api/friend/v1/createGroup', { auth, body: createGroupRequestSchema }, ({ caller, body }) =>
    groups.createGroup(caller.userId, body),
  );
  router.post('/api/friend/v1/addGroupUser', { auth, body: addGroupUserRequestSchema }, ({ caller, body }) =>
    groups.addGroupUser(caller.userId, body),
  );
  router.post('/api/friend/v1/delGroup', { auth, body: groupRefRequestSchema }, ({ caller, body }) =>
    groups.delGroup(caller.userId, body.groupId),
  );
  router.post('/api/friend/v1/delGroupUser', { auth, query: groupMemberQuerySchema }, ({ caller, query }) =>
    groups.delGroupUser(caller.userId, query.groupId, query.uuid),
  );
  router.post('/api/friend/v1/transferOwner', { auth, query: groupMemberQuerySchema }, ({ caller, query }) =>
    groups.transferOwner(caller.userId, query.groupId, query.uuid),
  );
  router.post(
    '/api/friend/v1/updateGroupName',
    { auth, query: updateGroupNameQuerySchema },
    ({ caller, query }) => groups.updateGroupName(caller.userId, query.groupId, query.groupName),
  );
  router.get(
    '/api/friend/v1/listGroupMember',
    { auth, query: listGroupMemberQuerySchema },
    ({ caller, query }) => groups.listGroupMember(caller.userId, query),
  );
}
