import {
  PageSize,
  type ChatHistoryAnswer,
  type ChatListItem,
  type Envelope,
  type FriendChatMessage,
  type FriendPerson,
  type FriendRelationAnswer,
  type GroupMember,
  type GroupView,
  type Page,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The friends panel's paths (spec 000 §7 "Friends, chats, groups"). */
export const FriendPath = {
  FriendList: '/api/friend/v1/friendList',
  SearchFriends: '/api/friend/v1/searchFriends',
  SearchUsers: '/api/friend/v1/searchUsers',
  SendInvitation: '/api/friend/v1/sendInvitation',
  Respond: '/api/friend/v1/respondFriendRequest',
  Unfriend: '/api/friend/v1/unfriend',
  ChatList: '/api/friend/v1/getChatList',
  History: '/api/friend/v1/chat/history',
  Send: '/api/friend/v1/chat/send',
  MarkRead: '/api/friend/v1/chat/markRead',
  UpdateChatList: '/api/friend/v1/updateChatList',
  CreateGroup: '/api/friend/v1/createGroup',
  DelGroup: '/api/friend/v1/delGroup',
  DelGroupUser: '/api/friend/v1/delGroupUser',
  TransferOwner: '/api/friend/v1/transferOwner',
  UpdateGroupName: '/api/friend/v1/updateGroupName',
  ListGroupMember: '/api/friend/v1/listGroupMember',
  EventInvitation: '/api/friend/v1/eventInvitation',
} as const;

/** A page of the chat list, with the caller's inbox seq (where the friend socket continues). */
export type ChatListPage = Page<ChatListItem> & { seq: number };

export const fetchChatList = (page: number, pageSize: number = PageSize.chatList) =>
  api.get<ChatListPage>(FriendPath.ChatList, { page, pageSize }).then(dataOf);

/** The caller's inbox seq now. */
export const fetchInboxSeq = async () => (await fetchChatList(1, 1)).seq;

/** The page of messages before `lastMessageId` (the latest without it), oldest first; 5 a page. */
export const fetchChatHistory = (chatId: string, lastMessageId?: string) =>
  api
    .get<ChatHistoryAnswer>(FriendPath.History, { chatId, pageSize: PageSize.chatHistory, lastMessageId })
    .then(dataOf);

/** Sends a message; the whole answer, so codes (26003, 28000 …) are shown by the send box. */
export const sendChatMessage = (chatId: string, friendId: string | null, content: string) =>
  api.post<FriendChatMessage>(FriendPath.Send, { chatId, friendId: friendId ?? undefined, content });

export const markChatRead = (chatId: string) => api.post(FriendPath.MarkRead, { chatId }).then(dataOf);

/** People: the caller's friends (or anyone's), the caller's friends by name, or every member by name. */
export type PeopleSource =
  typeof FriendPath.FriendList | typeof FriendPath.SearchFriends | typeof FriendPath.SearchUsers;

export const fetchPeople = (source: PeopleSource, page: number, condition: string, groupId?: string) =>
  api.get<Page<FriendPerson>>(source, { page, condition: condition || undefined, groupId }).then(dataOf);

/** A friend call's whole answer: the panel shows the code's message in place. */
export const sendFriendRequest = (inviteeId: string) =>
  api.post<FriendRelationAnswer>(FriendPath.SendInvitation, { inviteeId });

export const respondFriendRequest = (friendId: string, accept: boolean) =>
  api.post<FriendRelationAnswer>(FriendPath.Respond, { friendId, accept });

export const unfriend = (uuid: string) => api.post<FriendRelationAnswer>(FriendPath.Unfriend, { uuid });

export const createGroup = (groupName: string, uuids: string[]) =>
  api.post<GroupView>(FriendPath.CreateGroup, { groupName, uuids });

export const fetchGroupMembers = (chatId: string, page: number) =>
  api.get<Page<GroupMember>>(FriendPath.ListGroupMember, { chatId, page }).then(dataOf);

/** The owner's and members' group changes; each answers the envelope for its code's message. */
export const groupActions = {
  rename: (groupId: string, groupName: string) =>
    api.post<GroupView>(FriendPath.UpdateGroupName, undefined, { groupId, groupName }),
  remove: (groupId: string, uuid: string) =>
    api.post<null>(FriendPath.DelGroupUser, undefined, { groupId, uuid }),
  makeOwner: (groupId: string, uuid: string) =>
    api.post<GroupView>(FriendPath.TransferOwner, undefined, { groupId, uuid }),
  leave: (groupId: string) =>
    api.post<null>(FriendPath.UpdateChatList, undefined, { chatId: groupId, action: 'leave' }),
  end: (groupId: string) => api.post<null>(FriendPath.DelGroup, { groupId }),
} satisfies Record<string, (...args: never[]) => Promise<Envelope<unknown>>>;
