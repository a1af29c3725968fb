import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  type ChatListItem,
  type FriendChatPayload,
  type FriendPerson,
  type GroupMember,
  type GroupView,
  type Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, nameMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from '../friends/friendKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const create = (owner: TestMember, body: object) =>
  postAs<GroupView>(server, '/api/friend/v1/createGroup', owner.userToken, body);
const withQuery = (path: string, member: TestMember, query: Record<string, string>) =>
  postAs<GroupView>(server, path, member.userToken, {}, query);
const members = (member: TestMember, query: Record<string, string | number>) =>
  getAs<Page<GroupMember>>(server, '/api/friend/v1/listGroupMember', member.userToken, query);

/** An owner with three friends, and a group of the owner with the first two. */
async function groupOfFriends() {
  const owner = await nameMember(server, await buildMember(server), 'Olga');
  const b = await nameMember(server, await buildMember(server), 'Boris');
  const c = await nameMember(server, await buildMember(server), 'Clara');
  const d = await buildMember(server);
  for (const friend of [b, c, d]) await befriend(server, owner, friend);
  const group = await create(owner, { groupName: 'Trio', uuids: [b.userId, c.userId] });
  return { owner, b, c, d, groupId: group.body.data.groupId };
}

describe('createGroup (spec 000 §5: a name, more than 2 members, friends only)', () => {
  it('creates the group, tells every member to reload the chat list, and lists it with its name', async () => {
    const owner = await buildMember(server);
    const [b, c] = [await buildMember(server), await buildMember(server)];
    await befriend(server, owner, b);
    await befriend(server, owner, c);
    const cSocket = await openFriendSocket(server, c);
    const created = await create(owner, { groupName: ' Book club ', uuids: [b.userId, c.userId, b.userId] });
    expect(created.body.data).toMatchObject({ groupName: 'Book club', ownerId: owner.userId });
    expect(created.body.data.groupId.startsWith('group')).toBe(true);
    expect([...created.body.data.memberIds].sort()).toEqual([owner.userId, b.userId, c.userId].sort());
    const pushed = await cSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateChatList));
    expect(pushed.payload).toEqual({ chatId: created.body.data.groupId });
    const list = await getAs<Page<ChatListItem>>(server, '/api/friend/v1/getChatList', c.userToken);
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          chatId: created.body.data.groupId,
          groupName: 'Book club',
          ownerId: owner.userId,
        }),
      ]),
    );
    cSocket.close();
  });

  it('refuses 27000, 27015, 27001, 27002 and 27013', async () => {
    const owner = await buildMember(server);
    const [b, stranger] = [await buildMember(server), await buildMember(server)];
    await befriend(server, owner, b);
    expectRefused(await create(owner, { uuids: [b.userId, stranger.userId] }), 'GroupNameRequired');
    expectRefused(await create(owner, { groupName: '   ', uuids: [b.userId] }), 'GroupNameRequired');
    expectRefused(await create(owner, { groupName: 'x'.repeat(101), uuids: [b.userId] }), 'InvalidGroupName');
    expectRefused(await create(owner, { groupName: 'Duo' }), 'GroupMemberRequired');
    expectRefused(
      await create(owner, { groupName: 'Duo', uuids: [b.userId, owner.userId] }),
      'GroupTooSmall',
    );
    expectRefused(
      await create(owner, { groupName: 'Trio', uuids: [b.userId, stranger.userId] }),
      'CannotInviteNonFriend',
    );
  });
});

describe('group chat', () => {
  it('delivers groupChat to every member with each one’s own inbox seq', async () => {
    const { owner, b, c, groupId } = await groupOfFriends();
    const [bSocket, cSocket] = [await openFriendSocket(server, b), await openFriendSocket(server, c)];
    const sent = await postAs(server, '/api/friend/v1/chat/send', b.userToken, {
      chatId: groupId,
      content: 'hi all',
    });
    expect(sent.body.code).toBe(200);
    for (const socket of [bSocket, cSocket]) {
      const frame = await socket.waitFor(isFrame(AppKey.Friend, FriendCommand.GroupChat));
      expect(frame.payload).toMatchObject({
        chatId: groupId,
        content: 'hi all',
        sender: { displayName: 'Boris' },
      });
      expect((frame.payload as FriendChatPayload).seq).toBeGreaterThan(0);
    }
    const outsider = await buildMember(server);
    expectRefused(
      await postAs(server, '/api/friend/v1/chat/send', outsider.userToken, { chatId: groupId, content: 'x' }),
      'ChatNotFound',
    );
    expect(
      (await getAs(server, '/api/friend/v1/getCurrChattingMembers', owner.userToken, { chatId: groupId }))
        .body.data,
    ).toEqual({
      members: [],
    });
    expectRefused(
      await getAs(server, '/api/friend/v1/getCurrChattingMembers', owner.userToken, { chatId: 'friend_x' }),
      'InvalidChatId',
    );
    bSocket.close();
    cSocket.close();
  });
});

describe('members: add, list, remove (only the owner: 27004), leave (the owner transfers first: 27010)', () => {
  it('adds a friend of a member (27003, 27012, 27006, 27007, 27013) and lists members, the owner first', async () => {
    const { owner, b, c, d, groupId } = await groupOfFriends();
    const add = (member: TestMember, body: object) =>
      postAs<GroupView>(server, '/api/friend/v1/addGroupUser', member.userToken, body);
    expectRefused(await add(owner, { uuids: [d.userId] }), 'GroupIdRequired');
    expectRefused(await add(owner, { groupId: 'group_nope', uuids: [d.userId] }), 'InvalidGroupId');
    expectRefused(await add(d, { groupId, uuids: [owner.userId] }), 'InvalidGroupId');
    expectRefused(await add(owner, { groupId }), 'InviteUserIdRequired');
    expectRefused(await add(owner, { groupId, uuids: [c.userId] }), 'AlreadyInGroup');
    expectRefused(await add(b, { groupId, uuids: [d.userId] }), 'CannotInviteNonFriend');
    expect((await add(owner, { groupId, uuids: [d.userId] })).body.data.memberIds).toContain(d.userId);
    const listed = await members(c, { chatId: groupId, pageSize: 2 });
    expect(listed.body.data.list[0]).toMatchObject({
      userId: owner.userId,
      displayName: 'Olga',
      isOwner: true,
    });
    expect(listed.body.data.pagination).toMatchObject({ total: 4, hasNextPage: true });
    expect(
      (await members(c, { chatId: groupId, condition: 'clar' })).body.data.list.map((m) => m.userId),
    ).toEqual([c.userId]);
    expectRefused(await members(c, {}), 'ChatIdRequired');
    expectRefused(await members(c, { chatId: 'friend_x' }), 'InvalidChatId');
    const inGroup = await getAs<Page<FriendPerson>>(server, '/api/friend/v1/searchFriends', owner.userToken, {
      groupId,
    });
    expect(inGroup.body.data.list.every((friend) => friend.inGroup === true)).toBe(true);
  });

  it('B (not the owner) cannot remove C (27004); the owner can (27009 for a non-member); anyone but the owner leaves', async () => {
    const { owner, b, c, d, groupId } = await groupOfFriends();
    const remove = (member: TestMember, uuid?: string) =>
      withQuery('/api/friend/v1/delGroupUser', member, uuid ? { groupId, uuid } : { groupId });
    expectRefused(await remove(b, c.userId), 'NotGroupOwner');
    expectRefused(await remove(owner), 'InviteUserIdRequired');
    expectRefused(await remove(owner, d.userId), 'RemoveGroupUserFailed');
    const cSocket = await openFriendSocket(server, c);
    expect((await remove(owner, c.userId)).body.code).toBe(200);
    await cSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateChatList));
    expectRefused(await members(c, { chatId: groupId }), 'InvalidGroupId');
    expectRefused(await remove(owner, owner.userId), 'OwnerMustTransfer');
    expectRefused(
      await withQuery('/api/friend/v1/updateChatList', owner, { groupId, action: 'leave' }),
      'OwnerMustTransfer',
    );
    expect(
      (await withQuery('/api/friend/v1/updateChatList', b, { groupId, action: 'leave' })).body.code,
    ).toBe(200);
    expect((await members(owner, { chatId: groupId })).body.data.list.map((m) => m.userId)).toEqual([
      owner.userId,
    ]);
    cSocket.close();
  });

  it('transferOwner (27014, 27004, 27011), then the old owner may leave; updateGroupName; delGroup (27004)', async () => {
    const { owner, b, c, d, groupId } = await groupOfFriends();
    const transfer = (member: TestMember, query: Record<string, string>) =>
      withQuery('/api/friend/v1/transferOwner', member, { groupId, ...query });
    expectRefused(await transfer(owner, {}), 'TransferUuidRequired');
    expectRefused(await transfer(b, { uuid: c.userId }), 'NotGroupOwner');
    expectRefused(await transfer(owner, { uuid: d.userId }), 'TransferToNonMember');
    expect((await transfer(owner, { uuid: b.userId })).body.data.ownerId).toBe(b.userId);
    expect(
      (await withQuery('/api/friend/v1/delGroupUser', owner, { groupId, uuid: owner.userId })).body.code,
    ).toBe(200);

    const rename = (member: TestMember, groupName?: string) =>
      withQuery(
        '/api/friend/v1/updateGroupName',
        member,
        groupName === undefined ? { groupId } : { groupId, groupName },
      );
    expectRefused(await rename(c, 'Duo'), 'NotGroupOwner');
    expectRefused(await rename(b), 'GroupNameRequired');
    expectRefused(await rename(b, 'y'.repeat(101)), 'InvalidGroupName');
    expect((await rename(b, 'Duo')).body.data.groupName).toBe('Duo');

    const del = (member: TestMember, body: object) =>
      postAs(server, '/api/friend/v1/delGroup', member.userToken, body);
    expectRefused(await del(b, {}), 'GroupIdRequired');
    expectRefused(await del(c, { groupId }), 'NotGroupOwner');
    const cSocket = await openFriendSocket(server, c);
    expect((await del(b, { groupId })).body.code).toBe(200);
    await cSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateChatList));
    expectRefused(await del(b, { groupId }), 'InvalidGroupId');
    const list = await getAs<Page<ChatListItem>>(server, '/api/friend/v1/getChatList', c.userToken);
    expect(list.body.data.list.map((chat) => chat.chatId)).not.toContain(groupId);
    cSocket.close();
  });

  it('a group invitation code adds whoever opens it (27007 when already in)', async () => {
    const { owner, b, groupId } = await groupOfFriends();
    const newcomer = await buildMember(server);
    const made = await postAs<{ code: string }>(server, '/api/friend/v1/invitationLink', owner.userToken, {
      type: 'group',
      groupId,
    });
    expectRefused(
      await postAs(server, '/api/friend/v1/invitationLink', newcomer.userToken, { type: 'group', groupId }),
      'InvalidGroupId',
    );
    const verify = (member: TestMember) =>
      postAs(server, '/api/friend/v1/verifyInvitation', member.userToken, { code: made.body.data.code });
    expect((await verify(newcomer)).body.data).toMatchObject({ type: 'group', chatId: groupId });
    expectRefused(await verify(b), 'AlreadyInGroup');
  });
});
