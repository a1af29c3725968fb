import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventIdAndSlugAnswer, EventView, Page } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
});
afterAll(() => server.close());

const publish = (eventId: string, published: 0 | 1) =>
  server.api.post<EventView>('/api/events/v1/publish', { eventId, published }, { token: owner.userToken });
const resolve = (eventIdOrSlug: string) =>
  server.api.get<EventIdAndSlugAnswer>('/api/events/v1/getEventIdAndSlug', {
    query: { eventIdOrSlug },
    token: owner.userToken,
  });

describe('titles of any script (spec 000 §5 reread: docs/decisions/events-new-user.md)', () => {
  it.each([
    ['Soirée jazz', 'soiree-jazz'],
    ['爵士之夜', '爵士之夜'],
    ['Ночь джаза 2031', 'ночь-джаза-2031'],
    ['Crème  brûlée_Live - Ça', 'creme-brulee-live-ca'],
  ])('accepts %j and names it %j once published', async (title, slug) => {
    const event = await createEventThroughApi(server, owner, { title });
    expect(event).toMatchObject({ title, slug });
    expect((await resolve(slug.toUpperCase())).body.data.eventId).toBe(event.id);
    const { body } = await server.api.get<EventView>(`/api/events/v4/${encodeURIComponent(slug)}`, {});
    expect(body.data.id).toBe(event.id);
  });

  it('still refuses punctuation and symbols', async () => {
    expectInvalid(
      await server.api.post('/api/events/v1/create', { title: 'Jazz 🎷!' }, { token: owner.userToken }),
      'title',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    );
  });
});

describe('drafts never hold the address of a published event', () => {
  it('a draft is addressed by its id; its first publication names it after its title of then', async () => {
    const draft = await createEventThroughApi(server, owner, { title: 'Working title' }, { publish: false });
    expect(draft.slug).toBe(draft.id);
    await server.api.post(
      '/api/events/v1/update',
      { eventId: draft.id, title: 'Harbour Lights' },
      { token: owner.userToken },
    );
    const published = (await publish(draft.id, 1)).body.data;
    expect(published.slug).toBe('harbour-lights');
    expect((await resolve(draft.id)).body.data).toEqual({ eventId: draft.id, slug: 'harbour-lights' });
    await publish(draft.id, 0);
    await server.api.post(
      '/api/events/v1/update',
      { eventId: draft.id, title: 'Harbour Lights Reprise' },
      { token: owner.userToken },
    );
    expect((await publish(draft.id, 1)).body.data.slug).toBe('harbour-lights');
  });

  it('abandoned drafts leave the clean slug to the event that publishes', async () => {
    for (let i = 0; i < 3; i += 1)
      await createEventThroughApi(server, owner, { title: 'Open Mic' }, { publish: false });
    const event = await createEventThroughApi(server, owner, { title: 'Open Mic' });
    expect(event.slug).toBe('open-mic');
  });

  it('lists drafts in My Events, newest first, and the creator deletes them', async () => {
    const draft = await createEventThroughApi(
      server,
      owner,
      { title: 'Forgotten draft' },
      { publish: false },
    );
    const mine = async () =>
      (
        await server.api.get<Page<EventView>>('/api/events/v1/myList', {
          query: { published: '0' },
          token: owner.userToken,
        })
      ).body.data.list;
    expect((await mine())[0]).toMatchObject({ id: draft.id, published: 0 });
    const { body } = await server.api.post(
      '/api/events/v1/delete',
      { eventId: draft.id, deleted: 1 },
      { token: owner.userToken },
    );
    expect(body.data).toEqual({ eventId: draft.id, deleted: 1 });
    expect((await mine()).map((event) => event.id)).not.toContain(draft.id);
  });
});

describe('a paid event publishes with a ticket tier', () => {
  it("answers 4009 'Add a ticket tier before publishing a paid event' without one", async () => {
    const draft = await createEventThroughApi(
      server,
      owner,
      { title: 'Paid gig', type: 'Paid' },
      { publish: false },
    );
    expectRefused(await publish(draft.id, 1), 'Conflict', 'Add a ticket tier before publishing a paid event');
    expect((await resolve(draft.id)).body.data.slug).toBe(draft.id);
    await server.api.post(
      '/api/events/v1/update',
      { eventId: draft.id, tickets: [{ type: 'General', price: '10.00', min: 1, max: 4, total: 100 }] },
      { token: owner.userToken },
    );
    expect((await publish(draft.id, 1)).body.data).toMatchObject({ published: 1, price: 10 });
  });

  it('free and donation events need no tier', async () => {
    for (const type of ['Free', 'Donate'])
      expect((await createEventThroughApi(server, owner, { title: `${type} show`, type })).published).toBe(1);
  });
});
