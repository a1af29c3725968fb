import { describe, expect, it } from 'vitest';
import { CommonCommand } from './command.ts';
import { socketContract, type CommandName } from './contract.ts';
import type { AppKey } from './frame.ts';
import { parseClientFrame, parseServerFrame } from './frames.ts';

/** A payload the contract accepts, and one it refuses with the field it must name. */
export interface PayloadCase {
  valid: unknown;
  invalid: unknown;
  /** The field the refusal names (a payload path, like `content` or `sdp.type`). */
  field: string;
}

/** The cases of one command, one per direction it has. */
export interface CommandSample {
  toServer?: PayloadCase;
  toClient?: PayloadCase;
}

/** A sample for every command of an appKey but the common ones (a missing one does not compile). */
export type CommandSamples<A extends AppKey> = {
  [C in Exclude<CommandName<A>, (typeof CommonCommand)[keyof typeof CommonCommand]>]: CommandSample;
};

const clock = { seq: 7, serverTime: '2026-01-02T03:04:05.000Z' };

/**
 * Checks every command of `appKey`: each of its directions parses its valid payload and refuses its
 * invalid one naming the field, and a direction the command does not have is refused.
 */
export function describeCommandSamples<A extends AppKey>(appKey: A, samples: CommandSamples<A>): void {
  const entries = Object.entries(socketContract[appKey]).filter(
    ([command]) => !Object.values<string>(CommonCommand).includes(command),
  );

  it('has a sample for every command and no other', () => {
    expect(Object.keys(samples).sort()).toEqual(entries.map(([command]) => command).sort());
  });

  describe.each(entries)('%s', (command, entry) => {
    const sample: CommandSample = (samples as Record<string, CommandSample>)[command] ?? {};
    const envelope = (payload: unknown) => ({
      appKey,
      command,
      ...(payload === undefined ? {} : { payload }),
      ...(entry.scope === 'room' ? clock : {}),
    });

    it('has a sample for each direction it has, and none for another', () => {
      expect(sample.toServer !== undefined).toBe(entry.toServer !== null);
      expect(sample.toClient !== undefined).toBe(entry.toClient !== null);
    });

    if (sample.toServer) {
      const { valid, invalid, field } = sample.toServer;
      it('parses a valid client frame', () => {
        expect(parseClientFrame(JSON.stringify(envelope(valid)))).toMatchObject({ ok: true });
      });
      it(`refuses an invalid client payload, naming ${field}`, () => {
        const parsed = parseClientFrame(envelope(invalid));
        expect(parsed).toMatchObject({ ok: false, error: { reason: 'invalidPayload', field } });
      });
    } else {
      it('refuses it from a client', () => {
        const parsed = parseClientFrame(envelope(sample.toClient?.valid));
        expect(parsed).toMatchObject({ ok: false, error: { reason: 'wrongDirection' } });
      });
    }

    if (sample.toClient) {
      const { valid, invalid, field } = sample.toClient;
      it('parses a valid server frame', () => {
        expect(parseServerFrame(JSON.stringify(envelope(valid)))).toMatchObject({ ok: true });
      });
      it(`refuses an invalid server payload, naming ${field}`, () => {
        const parsed = parseServerFrame(envelope(invalid));
        expect(parsed).toMatchObject({ ok: false, error: { reason: 'invalidPayload', field } });
      });
    } else {
      it('refuses it from the server', () => {
        const parsed = parseServerFrame(envelope(sample.toServer?.valid));
        expect(parsed).toMatchObject({ ok: false, error: { reason: 'wrongDirection' } });
      });
    }
  });
}

/** Values the samples share. */
export const sample = {
  eventId: 'evt_1',
  userId: 'u_1',
  time: '2026-01-02T03:04:05.000Z',
  person: { userId: 'u_2', displayName: 'Ada', avatar: null },
  description: { type: 'offer', sdp: 'v=0\r\n' },
  candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' },
} as const;
