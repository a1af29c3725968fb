import {
  AppKey,
  MeetCommand,
  frameOf,
  type MeetChatMessage,
  type MeetMatch,
  type MeetSharedMessage,
  type ServerPayloadInput,
} from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

type Payload<C extends (typeof MeetCommand)[keyof typeof MeetCommand]> = ServerPayloadInput<
  typeof AppKey.Meet,
  C
>;

/** What the meet service tells people; each goes to all of the person's sockets (the friend socket). */
export interface MeetEvents {
  matchFound(userId: string, match: MeetMatch): Promise<void>;
  strangerLeft(userId: string, payload: Payload<'strangerLeft'>): Promise<void>;
  sdp(userId: string, payload: Payload<'sdp'>): Promise<void>;
  ice(userId: string, payload: Payload<'ice'>): Promise<void>;
  chat(userIds: readonly string[], message: MeetChatMessage): Promise<void>;
  shared(userId: string, message: MeetSharedMessage): Promise<void>;
  showVideo(userId: string, payload: Payload<'showVideo'>): Promise<void>;
}

export function createMeetEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): MeetEvents {
  return {
    matchFound: (userId, match) =>
      delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.MatchFound, match)),
    strangerLeft: (userId, payload) =>
      delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.StrangerLeft, payload)),
    sdp: (userId, payload) => delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.Sdp, payload)),
    ice: (userId, payload) => delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.Ice, payload)),
    chat: async (userIds, message) => {
      const frame = frameOf(AppKey.Meet, MeetCommand.Chat, message);
      await Promise.all(userIds.map((userId) => delivery.toUser(userId, frame)));
    },
    shared: (userId, message) =>
      delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.SharedMessage, message)),
    showVideo: (userId, payload) =>
      delivery.toUser(userId, frameOf(AppKey.Meet, MeetCommand.ShowVideo, payload)),
  };
}
