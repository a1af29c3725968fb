import { RoomPrivacy, displayNameOf, type RoomRoleName, type RoomView } from '@limelight/protocol';
import type { RoomRecord } from './rooms.repo.ts';

/** A caller's standing with one room. */
export interface RoomStanding {
  isOwner: boolean;
  isSubscribed: boolean;
  isInvited: boolean;
  /** A room role besides ownership: host or moderator (roomRoles.repo.ts). */
  role: RoomRoleName | null;
}

/** spec 000 §3 privateLevel: a private room is seen by its owner, its subscribers and the people invited. */
export function mayViewRoom(room: RoomRecord, standing: RoomStanding): boolean {
  return (
    room.privateLevel === RoomPrivacy.public ||
    standing.isOwner ||
    standing.isSubscribed ||
    standing.isInvited
  );
}

/**
 * The caller's roles in a room: the owner hosts it; others may be made hosts or moderators (spec 000 §3
 * isSpecial: host or moderator).
 */
export function roomRolesOf(standing: RoomStanding) {
  const isHost = standing.isOwner || standing.role === 'host';
  const isMod = standing.role === 'mod';
  return { isHost, isMod, isSpecial: isHost || isMod };
}

/** The owner as a room view names them. */
export function roomOwnerOf(room: RoomRecord) {
  return {
    userId: room.ownerId,
    displayName: displayNameOf({
      userId: room.ownerId,
      firstName: room.ownerFirstName,
      lastName: room.ownerLastName,
      username: room.ownerUsername,
    }),
    avatar: room.ownerAvatar,
  };
}

/**
 * A room as the wire shows it to one caller: the people count only where showParticipants allows it (or
 * to the owner), the invited people only to the owner.
 */
export function buildRoomView(
  room: RoomRecord,
  standing: RoomStanding,
  extras: { peopleCount: number; friendList: readonly string[] },
): RoomView {
  return {
    id: room.id,
    slug: room.slug,
    title: room.title,
    thumbnail: room.thumbnail,
    privateLevel: room.privateLevel,
    label: room.label,
    tags: room.tags,
    waitRoom: room.waitRoom,
    approveJoin: room.approveJoin,
    sendChat: room.sendChat,
    showParticipants: room.showParticipants,
    allowDonations: room.allowDonations,
    chatModApprove: room.chatModApprove,
    joinStage: room.joinStage,
    owner: roomOwnerOf(room),
    peopleCount: room.showParticipants || standing.isOwner ? extras.peopleCount : null,
    friendList: standing.isOwner ? [...extras.friendList] : [],
    isSubscribed: standing.isSubscribed,
    isOwner: standing.isOwner,
    ...roomRolesOf(standing),
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
  };
}
