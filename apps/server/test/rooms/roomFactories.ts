import type { RoomView } from '@limelight/protocol';
import type { ApiHost, TestMember } from '../factories.ts';

/** Creates a room through POST /api/room/v1/createRoom as `owner` ('Late night jams' unless told otherwise). */
export async function createRoomThroughApi(
  server: ApiHost,
  owner: TestMember,
  fields: Record<string, unknown> = {},
): Promise<RoomView> {
  const { body } = await server.api.post<RoomView>(
    '/api/room/v1/createRoom',
    { title: 'Late night jams', ...fields },
    { token: owner.userToken },
  );
  if (body.code !== 200) throw new Error(`createRoom failed: ${body.code} ${body.message}`);
  return body.data;
}

/** Changes one setting of a room through POST /api/room/v1/editRoom, as its owner. */
export async function editRoomThroughApi(
  server: ApiHost,
  owner: TestMember,
  eventId: string,
  option: string,
  value: unknown,
): Promise<RoomView> {
  const { body } = await server.api.post<RoomView>(
    '/api/room/v1/editRoom',
    { eventId, option, value },
    { token: owner.userToken },
  );
  if (body.code !== 200) throw new Error(`editRoom failed: ${body.code} ${body.message}`);
  return body.data;
}
