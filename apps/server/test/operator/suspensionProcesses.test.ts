import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppKey, ConnectionCommand, KickoutCode, SocketCloseCode } from '@limelight/protocol';
import { operatorCalls } from '@limelight/protocol/http';
import { sharedDatabaseUrl, useProcessPair } from '../processPair.ts';
import { buildMember, buildOpenRoom, openRoomSocket } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

// docs/decisions/operator.md "Suspending an account": a suspension made on one process closes the account's
// sockets and refuses its tokens on the other (the bus carries the kick and drops the cached auth state).
// Both processes must share the accounts, so this runs on PostgreSQL (CI's second pass, DATABASE_URL).
const operatorEmail = `ops-${randomUUID()}@limelight.example`;
const pair = useProcessPair({ env: { OPERATORS: operatorEmail } });

describe.runIf(Boolean(sharedDatabaseUrl))('suspension across two processes', () => {
  it('kicks the sockets and refuses the token on the other process', async () => {
    const { a, b } = pair.get();
    const operator = await buildMember(a, operatorEmail);
    const target = await buildMember(a);
    const room = await buildOpenRoom(b);
    const socket = await openRoomSocket(b, room.id, target.userToken);
    // The other process has the account's auth state cached before the suspension.
    expect((await b.api.get('/api/user/v1/getProfile', { token: target.userToken })).body.code).toBe(200);

    const suspended = await a.api.post(
      operatorCalls.suspendAccount.path,
      { userId: target.userId, reason: 'Fraud' },
      { token: operator.userToken },
    );
    expect(suspended.body.code).toBe(200);
    const kick = await socket.waitFor(
      (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
    );
    expect(kick.payload).toMatchObject({ code: KickoutCode.ConnectionKick });
    expect((await socket.closed).code).toBe(SocketCloseCode.Kicked);
    const refused = await b.api.get('/api/user/v1/getProfile', { token: target.userToken });
    expectRefused(refused, 'AccountBanned');
    expect(refused.body.data).toEqual({ reason: 'Fraud' });
  });
});
