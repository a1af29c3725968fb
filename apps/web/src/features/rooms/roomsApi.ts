import type {
  CreateRoomRequest,
  Envelope,
  MyRoomOption,
  Page,
  RoomAuthCheckAnswer,
  RoomSettingOption,
  RoomView,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The room paths (spec 000 §7 "Rooms", spec 001 §7 "Room" and "Socket"; docs/decisions/rooms.md). */
const RoomPath = {
  AuthCheck: '/api/room/v1/authCheck',
  Detail: '/api/room/v1/detail',
  EditRoom: '/api/room/v1/editRoom',
  CreateRoom: '/api/room/v1/createRoom',
  MyRoom: '/api/room/v1/myRoom',
  ActiveList: '/api/room/v1/activeList',
} as const;

/** The pre-room's check (spec 000 §2): the whole answer, since each refusal code leads somewhere else. */
export function checkRoomEntry(eventId: string): Promise<Envelope<RoomAuthCheckAnswer | null>> {
  return api.post<RoomAuthCheckAnswer | null>(RoomPath.AuthCheck, { eventId });
}

/** One room as the caller may see it, by id or slug. */
export function fetchRoom(eventId: string): Promise<RoomView> {
  return api.get<RoomView>(RoomPath.Detail, { eventId }).then(dataOf);
}

/** The owner changes one setting; everyone in the room hears of it (cya_room roomSettingUpdated). */
export function editRoom(eventId: string, option: RoomSettingOption, value: unknown): Promise<RoomView> {
  return api.post<RoomView>(RoomPath.EditRoom, { eventId, option, value }).then(dataOf);
}

/** What the creation dialog sends (no thumbnail or invitations yet). */
export type NewRoom = Pick<CreateRoomRequest, 'title' | 'privateLevel' | 'label' | 'tags'> &
  Partial<Pick<CreateRoomRequest, 'friendList'>>;

/** Creates a room; the whole answer, so the form can show a refusal under its fields. */
export function createRoom(request: NewRoom): Promise<Envelope<RoomView | null>> {
  return api.post<RoomView | null>(RoomPath.CreateRoom, request);
}

/** One page of the rooms I own (or subscribed to). */
export function fetchMyRooms(option: MyRoomOption, page: number): Promise<Page<RoomView>> {
  return api.get<Page<RoomView>>(RoomPath.MyRoom, { option, page }).then(dataOf);
}

/** The rooms live now, busiest first as the server orders them (spec 000 §7 activeList, 20 a page). */
export function fetchActiveRooms(page: number): Promise<Page<RoomView>> {
  return api.get<Page<RoomView>>(RoomPath.ActiveList, { page }).then(dataOf);
}
