import { ResponseCode } from '@limelight/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  decideLiveEntry,
  runLiveEntryGuard,
  type LiveEntryDetail,
  type LiveEntryFacts,
} from './liveEntry.ts';

const event = { eventId: 'e1', slug: 'jazz-night' };
const start: LiveEntryFacts = {
  idOrSlug: 'jazz-night',
  hasRecordQuery: false,
  isSupportedDevice: true,
  viewer: 'member',
  blockedRoomIds: new Set(),
};
const detail = (overrides: Partial<LiveEntryDetail> = {}): LiveEntryDetail => ({
  code: ResponseCode.Success,
  hasTicket: false,
  price: '10.00',
  canEnter: true,
  ...overrides,
});
const fetched = (overrides: Partial<LiveEntryFacts> = {}): LiveEntryFacts => ({
  ...start,
  event,
  detail: detail(),
  ...overrides,
});

describe('live-page entry guard (spec 000 §2 navigation guard rules, spec 001 §2)', () => {
  describe('before anything is fetched', () => {
    it('sends an unsupported device to the event detail page', () => {
      expect(decideLiveEntry({ ...start, isSupportedDevice: false })).toEqual({
        kind: 'redirect',
        to: '/event/jazz-night',
      });
    });

    it('resolves the slug to an id first', () => {
      expect(decideLiveEntry(start)).toEqual({ kind: 'resolveAddress' });
    });

    it('sends an unknown slug to /notfound', () => {
      expect(decideLiveEntry({ ...start, event: null })).toEqual({ kind: 'redirect', to: '/notfound' });
    });

    it("sends an event of the user's blocked-room list to /notfound", () => {
      expect(decideLiveEntry({ ...start, event, blockedRoomIds: new Set(['e1']) })).toEqual({
        kind: 'redirect',
        to: '/notfound',
      });
    });

    it('fetches event detail v2 by id once the address is resolved', () => {
      expect(decideLiveEntry({ ...start, event })).toEqual({ kind: 'fetchDetail', eventId: 'e1' });
    });
  });

  describe('with a record query the entry rules step aside', () => {
    it('lets the recording view in without a device check, detail or alert', () => {
      const facts = { ...start, hasRecordQuery: true, isSupportedDevice: false, event };
      expect(decideLiveEntry(facts)).toEqual({ kind: 'enter', event, alert: null });
    });

    it('still refuses unknown and blocked events', () => {
      const facts = { ...start, hasRecordQuery: true, event, blockedRoomIds: new Set(['e1']) };
      expect(decideLiveEntry(facts)).toEqual({ kind: 'redirect', to: '/notfound' });
    });
  });

  describe('after detail v2', () => {
    it.each([ResponseCode.PrivateEvent, ResponseCode.NotFound, ResponseCode.LoginRequired])(
      'a response code %i other than 200 sends the user to the detail page',
      (code) => {
        expect(decideLiveEntry(fetched({ detail: detail({ code }) }))).toEqual({
          kind: 'redirect',
          to: '/event/e1',
        });
      },
    );

    it.each(['0.00', '0', 0])(
      'a free ticket (price %s) a member does not hold leads to an automatic RSVP',
      (price) => {
        expect(decideLiveEntry(fetched({ detail: detail({ price, canEnter: false }) }))).toEqual({
          kind: 'rsvp',
          eventId: 'e1',
        });
      },
    );

    it.each([ResponseCode.Success, ResponseCode.TicketAlreadyPurchased])(
      'after the RSVP answers %i the member enters with the "buy ticket" alert',
      (rsvpCode) => {
        const facts = fetched({ detail: detail({ price: '0.00', canEnter: false }), rsvpCode });
        expect(decideLiveEntry(facts)).toEqual({ kind: 'enter', event, alert: 'buyTicket' });
      },
    );

    it('a refused RSVP sends the member to /event/{id}?join=1', () => {
      const facts = fetched({
        detail: detail({ price: '0.00', canEnter: false }),
        rsvpCode: ResponseCode.SoldOut,
      });
      expect(decideLiveEntry(facts)).toEqual({ kind: 'redirect', to: '/event/e1?join=1' });
    });

    it('a member who holds the free ticket is not RSVPed again', () => {
      const facts = fetched({ detail: detail({ price: '0.00', hasTicket: true }) });
      expect(decideLiveEntry(facts)).toEqual({ kind: 'enter', event, alert: 'member' });
    });

    it('the creator or a role holder, who may enter already, is not booked as a ticket holder', () => {
      const facts = fetched({ detail: detail({ price: '0.00', canEnter: true }) });
      expect(decideLiveEntry(facts)).toEqual({ kind: 'enter', event, alert: 'member' });
    });

    it('a guest is never RSVPed automatically', () => {
      const facts = fetched({ viewer: 'guest', detail: detail({ price: '0.00', canEnter: false }) });
      expect(decideLiveEntry(facts)).toEqual({ kind: 'redirect', to: '/event/e1?join=1' });
    });

    it('a guest who can enter enters with the guest alert', () => {
      expect(decideLiveEntry(fetched({ viewer: 'guest' }))).toEqual({ kind: 'enter', event, alert: 'guest' });
    });

    it('whoever may not enter goes to /event/{id}?join=1', () => {
      expect(decideLiveEntry(fetched({ detail: detail({ canEnter: false }) }))).toEqual({
        kind: 'redirect',
        to: '/event/e1?join=1',
      });
    });

    it('a paid ticket without a price yet (null) is no free ticket', () => {
      expect(decideLiveEntry(fetched({ detail: detail({ price: null, canEnter: false }) }))).toEqual({
        kind: 'redirect',
        to: '/event/e1?join=1',
      });
    });

    it('otherwise the member enters with the member alert', () => {
      expect(decideLiveEntry(fetched())).toEqual({ kind: 'enter', event, alert: 'member' });
    });
  });
});

describe('running the guard', () => {
  it('fetches each fact the rules ask for, in order, and stops at the outcome', async () => {
    const calls = {
      resolveEvent: vi.fn(async () => event),
      fetchDetail: vi.fn(async () => detail({ price: '0.00', canEnter: false })),
      rsvp: vi.fn(async () => ResponseCode.Success),
    };
    await expect(runLiveEntryGuard(start, calls)).resolves.toEqual({
      kind: 'enter',
      event,
      alert: 'buyTicket',
    });
    expect(calls.resolveEvent).toHaveBeenCalledWith('jazz-night');
    expect(calls.fetchDetail).toHaveBeenCalledWith('e1');
    expect(calls.rsvp).toHaveBeenCalledWith('e1');
  });

  it('makes no call for an unsupported device', async () => {
    const calls = { resolveEvent: vi.fn(), fetchDetail: vi.fn(), rsvp: vi.fn() };
    await runLiveEntryGuard({ ...start, isSupportedDevice: false }, calls);
    expect(calls.resolveEvent).not.toHaveBeenCalled();
  });
});
