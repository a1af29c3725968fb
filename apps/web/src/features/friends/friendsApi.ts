import { PageSize, type Envelope } from '@limelight/protocol';
import { chatsCalls, friendsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

export const fetchChatList = (page: number, pageSize: number = PageSize.chatList) =>
  api.call(chatsCalls.getChatList, { query: { page, pageSize } }).then(dataOf);

/** The caller's inbox seq now. */
export const fetchInboxSeq = async () => (await fetchChatList(1, 1)).seq;

/** The page of messages before `lastMessageId` (the latest without it), oldest first; 5 a page. */
export const fetchChatHistory = (chatId: string, lastMessageId?: string) =>
  api
    .call(chatsCalls.history, { query: { chatId, pageSize: PageSize.chatHistory, lastMessageId } })
    .then(dataOf);

/** Sends a message; the whole answer, so codes (26003, 28000 …) are shown by the send box. */
export const sendChatMessage = (chatId: string, friendId: string | null, content: string) =>
  api.call(chatsCalls.send, { body: { chatId, friendId: friendId ?? undefined, content } });

export const markChatRead = (chatId: string) =>
  api.call(chatsCalls.markRead, { body: { chatId } }).then(dataOf);

/** A friend call's whole answer: the panel shows the code's message in place. */
export const sendFriendRequest = (inviteeId: string) =>
  api.call(friendsCalls.sendInvitation, { body: { inviteeId } });

export const respondFriendRequest = (friendId: string, accept: boolean) =>
  api.call(friendsCalls.respondFriendRequest, { body: { friendId, accept } });

export const unfriend = (uuid: string) => api.call(friendsCalls.unfriend, { body: { uuid } });

export const createGroup = (groupName: string, uuids: string[]) =>
  api.call(chatsCalls.createGroup, { body: { groupName, uuids } });

export const fetchGroupMembers = (chatId: string, page: number) =>
  api.call(chatsCalls.listGroupMember, { query: { chatId, page } }).then(dataOf);

/** The owner's and members' group changes; each answers the envelope for its code's message. */
export const groupActions = {
  rename: (groupId: string, groupName: string) =>
    api.call(chatsCalls.updateGroupName, { query: { groupId, groupName } }),
  remove: (groupId: string, uuid: string) => api.call(chatsCalls.delGroupUser, { query: { groupId, uuid } }),
  makeOwner: (groupId: string, uuid: string) =>
    api.call(chatsCalls.transferOwner, { query: { groupId, uuid } }),
  leave: (groupId: string) =>
    api.call(chatsCalls.updateChatList, { query: { chatId: groupId, action: 'leave' } }),
  end: (groupId: string) => api.call(chatsCalls.delGroup, { body: { groupId } }),
} satisfies Record<string, (...args: never[]) => Promise<Envelope<unknown>>>;
