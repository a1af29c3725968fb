import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckCyaIdAnswer, OwnProfile, UpdateCyaIdAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newCyaId = () => `cya_${randomUUID().slice(0, 8)}`;
const update = (updatedCyaId: string, token: string) =>
  server.api.post<UpdateCyaIdAnswer>('/api/passport/v1/updateCyaId', { updatedCyaId }, { token });
const check = (cyaId: string, token: string) =>
  server.api.get<CheckCyaIdAnswer>('/api/passport/v1/checkCyaId', { token, query: { cyaId } });

describe('updateCyaId (spec 000 §5)', () => {
  it('sets the handle; the profile stops prompting for one', async () => {
    const member = await buildMember(server);
    const before = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(before.body.data).toMatchObject({ cyaId: null, promptCyaId: true });
    const cyaId = newCyaId();
    expect((await update(cyaId, member.userToken)).body.data).toEqual({ cyaId });
    const after = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(after.body.data).toMatchObject({ cyaId, promptCyaId: false });
  });

  it('allows letters, numbers, underscores and dashes only', async () => {
    const member = await buildMember(server);
    expectInvalid(
      await update('the cya', member.userToken),
      'updatedCyaId',
      'Only letters, numbers, underscores and dashes are allowed',
    );
    expectInvalid(await update('', member.userToken), 'updatedCyaId', 'This field is required');
  });

  it("refuses a handle someone holds, whatever its case: 'The username has already been taken'", async () => {
    const [holder, member] = await Promise.all([buildMember(server), buildMember(server)]);
    const cyaId = newCyaId();
    await update(cyaId, holder.userToken);
    expectRefused(
      await update(cyaId.toUpperCase(), member.userToken),
      'Conflict',
      'The username has already been taken',
    );
  });
});

describe('checkCyaId', () => {
  it('answers whether the handle is free for the caller', async () => {
    const [holder, member] = await Promise.all([buildMember(server), buildMember(server)]);
    const cyaId = newCyaId();
    expect((await check(cyaId, member.userToken)).body.data).toEqual({ cyaId, isAvailable: true });
    await update(cyaId, holder.userToken);
    expect((await check(cyaId.toUpperCase(), member.userToken)).body.data.isAvailable).toBe(false);
    expect((await check(cyaId, holder.userToken)).body.data.isAvailable).toBe(true);
  });

  it('answers guests too, and checks the characters', async () => {
    const guest = await buildGuest(server);
    expect((await check(newCyaId(), guest.userToken)).body.data.isAvailable).toBe(true);
    expectInvalid(
      await check('a/b', guest.userToken),
      'cyaId',
      'Only letters, numbers, underscores and dashes are allowed',
    );
  });
});
