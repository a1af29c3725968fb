import { describe, expect, it } from 'vitest';
import { CastCommand } from './cast.ts';
import { CastMediaCommand } from './castMedia.ts';
import { ChatCommand } from './chat.ts';
import { CommonCommand } from './command.ts';
import { ConnectionCommand } from './connection.ts';
import { socketContract } from './contract.ts';
import { FlagCommand } from './flag.ts';
import { AppKey, appKeys } from './frame.ts';
import { FriendCommand } from './friend.ts';
import { MeetCommand } from './meet.ts';
import { NotificationCommand } from './notification.ts';
import { RoomCommand } from './room.ts';
import { SelfServiceCommand } from './selfService.ts';
import { SyncCommand } from './sync.ts';

/** The commands each appKey has in the specs, spelled as they spell them. */
const specCommands: Record<AppKey, string[]> = {
  // spec 001 §4 "cya_connection (kick)"; ping and pong: the heartbeat of spec 001 §4 and ARCHITECTURE.
  [AppKey.Connection]: ['kick', 'ping', 'pong'],
  // spec 001 §4 "Socket commands" (kick is cya_connection's).
  [AppKey.Room]: ['waitAccept', 'waitReject', 'waitJoin', 'waitUpdate', 'waitLeave', 'waitRoom', 'label'],
  [AppKey.Chat]: [
    'sendMessage',
    'removeMessage',
    'blockUser',
    'unblockUser',
    'newMessageApprove',
    'approvedMessageRemove',
  ],
  [AppKey.Sync]: ['playV2', 'contentChanged', 'postChanged'],
  [AppKey.SelfService]: ['shouldUpdateRoleList', 'roleInvited'],
  [AppKey.Flag]: ['blockUser', 'closeEvent'],
  // spec 001 §4 "Cast commands", the cast channel events, eventJoiningPeople and multiConn.
  [AppKey.Cast]: [
    ...[
      'block',
      'unblock',
      'apply',
      'exit',
      'cancel',
      'approve',
      'onlineClose',
      'onlineInvite',
      'onlineCancel',
    ],
    ...['onlineAccept', 'onlineReject', 'onlineTimeout', 'interviewInvite', 'removeList', 'interviewTimeout'],
    ...['interviewCancel', 'interviewReject', 'interviewAccept', 'interviewAcceptGt', 'interviewClose'],
    ...['onlineKickAll', 'onlineConfirmClose', 'onlineCloseGt', 'goOnline', 'reconnect'],
    ...['p2pOffer', 'p2pAnswer', 'p2pIce', 'p2pIceGroup', 'onlineAcceptGt', 'onPubSDP', 'onPubCan'],
    ...['onNewStreamV2', 'onSubSDP', 'onSubCan', 'onNewCloudflareStream', 'onlineAvatar', 'onlineMicrophone'],
    ...['listDelUser', 'eventJoiningPeople', 'multiConn'],
  ],
  // spec 000 §7 "Friend socket commands".
  [AppKey.Friend]: [
    ...['friendChat', 'groupChat', 'updateFriendList', 'updateChatList', 'updateFriendListAndChatList'],
    ...['friendVideoChat', 'p2pSetupInfo', 'declineVidChat', 'endVidChat'],
  ],
  // spec 000 §7 "Notification socket commands".
  [AppKey.Notification]: [
    ...[
      'friendRequest',
      'friendAcceptsRequest',
      'acceptFriendRequestSuccess',
      'eventCreation',
      'eventNewDate',
    ],
    ...[
      'eventReminder',
      'eventInvitation',
      'roomCreation',
      'roleConfirmation',
      'roleConfirmed',
      'roleDeclined',
    ],
    'roomInvitation',
  ],
  // Not in spec 001 §4's list: the meet's pushes (docs/decisions/meet.md), all of them added below.
  [AppKey.Meet]: [],
};

/** Commands the specs do not name, each recorded in docs/decisions/socket-contract.md. */
const addedCommands: Record<AppKey, string[]> = {
  [AppKey.Connection]: ['roomSeq', 'resume', 'resync', 'error'],
  [AppKey.Room]: ['roomSettingUpdated', 'error'],
  [AppKey.Chat]: ['removeAllMessages', 'slowMode', 'question', 'error'],
  [AppKey.Sync]: ['error'],
  [AppKey.SelfService]: ['filmTranscode', 'error'],
  [AppKey.Flag]: ['error'],
  [AppKey.Cast]: [
    'screenShareRequest',
    'screenShareAnswer',
    'screenShareUpdate',
    'onStreamClosed',
    'mainWindow',
    'error',
  ],
  [AppKey.Friend]: ['chatResume', 'chatResync', 'error'],
  [AppKey.Notification]: ['orderRefunded', 'error'],
  [AppKey.Meet]: ['matchFound', 'strangerLeft', 'sdp', 'ice', 'chat', 'sharedMessage', 'showVideo', 'error'],
};

/** The name constants that feed each appKey's commands. */
const nameSets: Record<AppKey, Record<string, string>[]> = {
  [AppKey.Connection]: [ConnectionCommand, CommonCommand],
  [AppKey.Room]: [RoomCommand, CommonCommand],
  [AppKey.Chat]: [ChatCommand, CommonCommand],
  [AppKey.Sync]: [SyncCommand, CommonCommand],
  [AppKey.SelfService]: [SelfServiceCommand, CommonCommand],
  [AppKey.Flag]: [FlagCommand, CommonCommand],
  [AppKey.Cast]: [CastCommand, CastMediaCommand, CommonCommand],
  [AppKey.Friend]: [FriendCommand, CommonCommand],
  [AppKey.Notification]: [NotificationCommand, CommonCommand],
  [AppKey.Meet]: [MeetCommand, CommonCommand],
};

describe('the socket contract', () => {
  it('has every appKey of spec 001 §4', () => {
    expect(Object.keys(socketContract).sort()).toEqual([...appKeys].sort());
  });

  describe.each(appKeys)('%s', (appKey) => {
    const commands = Object.keys(socketContract[appKey]);

    it("has exactly the spec's commands, plus the recorded additions", () => {
      expect(commands.sort()).toEqual([...specCommands[appKey], ...addedCommands[appKey]].sort());
    });

    it('spells each wire name once: the name constants are unique and are the commands', () => {
      const names = nameSets[appKey].flatMap((set) => Object.values(set));
      expect(new Set(names).size).toBe(names.length);
      expect(names.sort()).toEqual(commands.sort());
    });

    it.each(commands)(
      '%s: its direction matches the payloads it has, and server frames have a scope',
      (command) => {
        const entry = socketContract[appKey][command as keyof (typeof socketContract)[typeof appKey]];
        const expected = entry.toServer && entry.toClient ? 'both' : entry.toServer ? 'toServer' : 'toClient';
        expect(entry.direction).toBe(expected);
        expect(entry.toServer !== null || entry.toClient !== null).toBe(true);
        expect(entry.scope === null).toBe(entry.toClient === null);
      },
    );
  });

  it('reads the directions of the spec: the client pings and resumes, the server kicks and pushes', () => {
    const direction = (appKey: AppKey, command: string) =>
      (socketContract[appKey] as Record<string, { direction: string }>)[command]?.direction;
    expect(direction(AppKey.Connection, ConnectionCommand.Ping)).toBe('toServer');
    expect(direction(AppKey.Connection, ConnectionCommand.Pong)).toBe('toClient');
    expect(direction(AppKey.Connection, ConnectionCommand.Kick)).toBe('toClient');
    expect(direction(AppKey.Connection, ConnectionCommand.Resume)).toBe('toServer');
    expect(direction(AppKey.Chat, ChatCommand.SendMessage)).toBe('both');
    expect(direction(AppKey.Friend, FriendCommand.P2pSetupInfo)).toBe('both');
    expect(direction(AppKey.Room, RoomCommand.WaitAccept)).toBe('both');
    expect(direction(AppKey.Cast, CastCommand.EventJoiningPeople)).toBe('toClient');
    expect(direction(AppKey.Notification, NotificationCommand.RoomInvitation)).toBe('toClient');
  });
});
