import type { Page, RoomParticipant, RoomRoleEntry, SetRoomRoleRequest } from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** How many people a page of the list holds (the server's page size for it). */
const participantsPageSize = 50;

/** One page of the people in the room now: its owner, hosts and moderators first. */
export function fetchParticipants(eventId: string, page: number): Promise<Page<RoomParticipant>> {
  return api
    .call(roomsCalls.participants, { query: { eventId, page, pageSize: participantsPageSize } })
    .then(dataOf);
}

/** The role a person is given from the list; 'none' takes theirs away. */
export type AssignedRole = SetRoomRoleRequest['role'];

/** The owner or a moderator makes a person a host or a moderator, or neither. */
export function setRoomRole(eventId: string, userId: string, role: AssignedRole): Promise<RoomRoleEntry[]> {
  return api.call(roomsCalls.setRole, { body: { eventId, userId, role } }).then(dataOf);
}

/** The owner passes the room to a member and stays its host. */
export function transferRoomOwner(eventId: string, userId: string): Promise<RoomRoleEntry[]> {
  return api.call(roomsCalls.transferOwner, { body: { eventId, userId } }).then(dataOf);
}
