import { describe, expect, it } from 'vitest';
import { CastCommand } from '@limelight/protocol';
import { buildMember, buildOpenRoom, openRoomSocket } from '../factories.ts';
import { useProcessPair } from '../processPair.ts';
import { castClient, castFrames, expectOk, isCast } from './castHarness.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis: the stage across processes.
const pair = useProcessPair();

describe.runIf(pair.runs)('the stage across two server processes (PostgreSQL + Redis)', () => {
  it('a moderator on process A approves and invites; the applicant on process B gets the pushes in order', async () => {
    const { a, b } = pair.get();
    const owner = await buildMember(a);
    const applicant = await buildMember(b);
    const { id: roomId } = await buildOpenRoom(a, owner);
    const applicantSocket = await openRoomSocket(b, roomId, applicant.userToken);
    const ownerSocket = await openRoomSocket(a, roomId, owner.userToken);
    const onA = castClient(a, roomId);
    const onB = castClient(b, roomId);
    expectOk(await onB.post('v1/apply', applicant));
    expectOk(await onA.on('v1/approve', owner, applicant));
    expectOk(await onA.on('v1/online/invite', owner, applicant));
    expectOk(await onB.post('v1/online/accept', applicant));
    await applicantSocket.waitFor(isCast(CastCommand.OnlineAccept), 10_000);
    const moves = castFrames(applicantSocket).filter((m) => m.seq !== undefined);
    expect(moves.map((m) => [m.command, m.seq])).toEqual([
      [CastCommand.Apply, 1],
      [CastCommand.Approve, 2],
      [CastCommand.OnlineInvite, 3],
      [CastCommand.OnlineAccept, 4],
    ]);
    // The moderator on A hears, from B's changes, who left which list.
    const left = await ownerSocket.waitFor(isCast(CastCommand.ListDelUser, applicant.userId), 10_000);
    expect(left.payload).toMatchObject({ list: 'waiting' });
    expect((await onA.state(applicant)).body.data).toMatchObject({ list: 'online' });
    [applicantSocket, ownerSocket].forEach((socket) => socket.close());
  });
});
