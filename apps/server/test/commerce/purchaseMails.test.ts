import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Donation } from '@limelight/protocol';
import { buildMember, createEventThroughApi, readOutbox, rsvpToEvent } from '../factories.ts';
import type { TestServer } from '../testServer.ts';
import type { TestMember } from '../factories.ts';
import { createPaidEvent, purchasedOrder, startWithEventOwner } from './purchaseKit.ts';

// Issue 15 "Buying": the order page says a confirmation was sent; it is, through the mailer, with the pass
// or the receipt.

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
});
afterAll(() => server.close());

describe('confirmation e-mails', () => {
  it('a ticket: what was bought, the price, the pass and its door code, the receipt', async () => {
    const event = await createPaidEvent(server, owner, {
      title: 'Mailed gig',
      startAt: '2031-05-01T19:00:00.000Z',
      tickets: [{ type: 'General', price: '12.50', min: 1, max: 4, total: 20 }],
    });
    const buyer = await buildMember(server);
    const order = await purchasedOrder(server, buyer, {
      eventId: event.id,
      quantity: 2,
      rawPrice: 25,
      finalPrice: 25,
    });
    const [mail, ...others] = await readOutbox(server, buyer.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your ticket for "Mailed gig"');
    expect(mail?.text).toContain('2 × General for "Mailed gig"');
    expect(mail?.text).toMatch(/Starts: Thursday, May 1, 2031 at 7:00\sPM UTC\n/);
    expect(mail?.text).toContain('Paid: $25.00');
    expect(mail?.text).toMatch(new RegExp(`Your pass: http\\S+/pass/${order.passId}\\?lang=en\n`));
    expect(mail?.text).toMatch(/Door code: [0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(mail?.text).toMatch(new RegExp(`Receipt: http\\S+/myPurchases/${order.ticketId}\\?lang=en$`));
  });

  it('a free RSVP: its confirmation as a ticket gets one, the start in the event’s zone, named (issue 22)', async () => {
    const event = await createEventThroughApi(server, owner, {
      title: 'Free gig',
      timezone: 'Europe/Paris',
      startAt: '2031-05-01T19:00:00.000Z',
    });
    const guest = await buildMember(server);
    await rsvpToEvent(server, guest.userToken, event.id);
    const [mail, ...others] = await readOutbox(server, guest.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your ticket for "Free gig"');
    expect(mail?.text).toContain('You\'re in: a free ticket for "Free gig".');
    expect(mail?.text).toMatch(/Starts: Thursday, May 1, 2031 at 9:00\sPM GMT\+2 \(Europe\/Paris\)\n/);
    expect(mail?.text).toContain(`/event/${event.slug}`);
  });

  it('a reader whose browser reported its zone reads every time in it, named (issue 22 item 10)', async () => {
    const event = await createPaidEvent(server, owner, {
      title: 'Zoned gig',
      startAt: '2031-05-01T19:00:00.000Z',
      tickets: [{ type: 'General', price: '5', min: 1, max: 4, total: 20 }],
    });
    const free = await createEventThroughApi(server, owner, {
      title: 'Zoned free gig',
      timezone: 'Europe/Paris',
      startAt: '2031-05-01T19:00:00.000Z',
    });
    const reader = await buildMember(server);
    const { body } = await server.api.post(
      '/api/user/v1/updateProfile',
      { timeZone: 'Asia/Tokyo' },
      { token: reader.userToken },
    );
    expect(body.code).toBe(200);
    await purchasedOrder(server, reader, { eventId: event.id, quantity: 1, rawPrice: 5, finalPrice: 5 });
    await rsvpToEvent(server, reader.userToken, free.id);
    const mails = await readOutbox(server, reader.email);
    const tokyo = /Starts: Friday, May 2, 2031 at 4:00\sAM GMT\+9 \(Asia\/Tokyo\)\n/;
    expect(mails.find((mail) => mail.subject.includes('"Zoned gig"'))?.text).toMatch(tokyo);
    expect(mails.find((mail) => mail.subject.includes('"Zoned free gig"'))?.text).toMatch(tokyo);
  });

  it('a zone that is not an IANA name is refused with 4000 and not kept', async () => {
    const reader = await buildMember(server);
    const { body } = await server.api.post(
      '/api/user/v1/updateProfile',
      { timeZone: 'Mars/Olympus' },
      { token: reader.userToken },
    );
    expect(body.code).toBe(4000);
    const profile = await server.api.get<{ timeZone: string | null }>('/api/user/v1/getProfile', {
      token: reader.userToken,
    });
    expect(profile.body.data.timeZone).toBeNull();
  });

  it('a donation: the amount, the event and a receipt number', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Mailed benefit', type: 'Donate' });
    const donor = await buildMember(server);
    const { body } = await server.api.post<Donation>(
      '/api/purchase/v1/donateByToken',
      { eventId: event.id, token: 'tok_visa', amountInCent: 500, ua: 'web' },
      { token: donor.userToken },
    );
    expect(body.code).toBe(200);
    const [mail] = await readOutbox(server, donor.email);
    expect(mail?.subject).toBe('Receipt for your donation to "Mailed benefit"');
    expect(mail?.text).toContain('Thank you for your donation of $5.00 to "Mailed benefit".');
    expect(mail?.text).toContain(`Receipt number: ${body.data.id}`);
  });
});
