import { readConfig } from '../../src/platform/config.ts';
import { createLimelight } from '../../src/limelight.ts';

/** What a test asks this process: move its clock to `shiftMs` ahead of the real time, then run the reminders job. */
export interface ClockOrder {
  id?: string;
  shiftMs: number;
}

/** This process's answer: how many reminder jobs this run took. */
export interface ClockReply {
  id: string;
  taken: number;
}

/**
 * `npm start`'s server on a clock the test moves (the fake clock of the in-process tests, across a process
 * boundary): on an IPC message {id, shiftMs} the platform's clock jumps to that distance from the real
 * time and the reminders job runs once; the reply {id, taken} comes when it is done.
 */
let shiftMs = 0;
const limelight = await createLimelight(readConfig(), undefined, {
  clock: () => new Date(Date.now() + shiftMs),
});
process.on('message', (order: ClockOrder) => {
  shiftMs = order.shiftMs;
  void limelight.runReminders().then((taken) => process.send?.({ id: order.id, taken }));
});
await limelight.listen();
process.on('SIGTERM', () => {
  void limelight.close().then(() => process.exit(0));
});
