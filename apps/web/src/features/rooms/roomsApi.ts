import type {
  CreateRoomRequest,
  Envelope,
  MyRoomOption,
  Page,
  RoomAuthCheckAnswer,
  RoomSettingOption,
  RoomStateAnswer,
  RoomView,
} from '@limelight/protocol';
import { roomsCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** Not in the HTTP contract yet (the socket group's migration moves it there). */
const roomStatePath = '/api/socket/v1/roomState';

/** The pre-room's check (spec 000 §2): the whole answer, since each refusal code leads somewhere else. */
export function checkRoomEntry(eventId: string): Promise<Envelope<RoomAuthCheckAnswer | null>> {
  return api.call(roomsCalls.authCheck, { body: { eventId } });
}

/** One room as the caller may see it, by id or slug. */
export function fetchRoom(eventId: string): Promise<RoomView> {
  return api.call(roomsCalls.detail, { query: { eventId } }).then(dataOf);
}

/** The room's live state and the seq it is at: the live session starts after that seq. */
export function fetchRoomState(eventId: string): Promise<RoomStateAnswer> {
  return api.get<RoomStateAnswer>(roomStatePath, { eventId }).then(dataOf);
}

/** The owner changes one setting; everyone in the room hears of it (cya_room roomSettingUpdated). */
export function editRoom(eventId: string, option: RoomSettingOption, value: unknown): Promise<RoomView> {
  return api.call(roomsCalls.editRoom, { body: { eventId, option, value } }).then(dataOf);
}

/** What the creation dialog sends (no thumbnail or invitations yet). */
export type NewRoom = Pick<CreateRoomRequest, 'title' | 'privateLevel' | 'label' | 'tags'> &
  Partial<Pick<CreateRoomRequest, 'friendList'>>;

/** Creates a room; the whole answer, so the form can show a refusal under its fields. */
export function createRoom(request: NewRoom): Promise<Envelope<RoomView | null>> {
  return api.call(roomsCalls.createRoom, { body: request });
}

/** One page of the rooms I own (or subscribed to). */
export function fetchMyRooms(option: MyRoomOption, page: number): Promise<Page<RoomView>> {
  return api.call(roomsCalls.myRoom, { query: { option, page } }).then(dataOf);
}

/** The rooms live now, busiest first as the server orders them (spec 000 §7 activeList, 20 a page). */
export function fetchActiveRooms(page: number): Promise<Page<RoomView>> {
  return api.call(roomsCalls.activeList, { query: { page } }).then(dataOf);
}
