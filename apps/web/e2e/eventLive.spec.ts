import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { newMember, postAsMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';
import { myPlace, stageOf } from './support/stage.ts';

// Issue 21: an event's live page `/event/:id/live` as a venue, from doors open to the end, with three
// browsers: the host (1366×800), an attendee on a phone (390×844), and a second attendee (1366×800). Before
// the start the attendee reads the title, the countdown and the chat; the host goes live and both attendees
// decode the video (getStats framesDecoded rising) while the stage shows the host, one tile; the host's
// camera goes off and both see the avatar; a question marked by the host shows under Questions; the host
// blocks the second attendee, whose page leaves and who cannot come back; the host ends the event and
// every page says it ended; the event's page and the home page no longer show it live. axe at each state.

const desktop = { viewport: { width: 1366, height: 800 } };
const phone = { viewport: { width: 390, height: 844 } };

const chatOf = (page: Page) => page.getByRole('complementary', { name: 'Chat' });
const logOf = (page: Page) => chatOf(page).getByRole('log', { name: 'Chat messages' });
const onStage = (page: Page) => stageOf(page).getByRole('list', { name: 'On stage' }).getByRole('listitem');

async function say(page: Page, text: string) {
  await chatOf(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await chatOf(page).getByRole('button', { name: 'Send' }).click();
  await expect(logOf(page).getByText(text)).toBeVisible();
}

/** Opens the menu of the message saying `text` in the host's chat, and picks `choice`. */
async function pickOnMessage(page: Page, text: string, choice: string) {
  await logOf(page)
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: /^Actions on .*'s message$/ })
    .click();
  await page.getByRole('menuitem', { name: choice }).click();
}

/** Frames decoded keep rising: the video plays, not a frozen first frame. */
async function expectDecodingVideo(page: Page) {
  await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(before);
}

test('an event live page from before its start to its end, for a host and two attendees', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const host = await newMember(browser, 'event-live-host', desktop);
  const attendee = await newMember(browser, 'event-live-phone', phone);
  const second = await newMember(browser, 'event-live-second', desktop);
  for (const person of [attendee, second]) await recordPeerConnections(person.context);
  const stamp = Date.now();
  const title = `Venue night ${stamp}`;
  // The doors open before the start: the start is a little ahead, so the countdown runs out during the test.
  const event = await postAsMember<{ id: string }>(host.page, '/api/events/v1/create', {
    title,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(stamp + 25_000).toISOString(),
    endAt: new Date(stamp + 2 * 3_600_000).toISOString(),
  });
  await postAsMember(host.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });
  const livePath = `/event/${event.id}/live`;

  // Before the start: the title, the countdown, the waiting state and the chat.
  await attendee.page.goto(livePath);
  await expect(attendee.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(attendee.page.getByRole('timer')).toBeVisible();
  await expect(attendee.page.getByRole('heading', { name: 'The event starts soon' })).toBeVisible();
  await expect(chatOf(attendee.page).getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(attendee.page.getByText(/^People here: \d+$/)).toBeVisible();
  await expectNoSeriousAxeViolations(attendee.page, 'the live page before the start, 390 px');
  for (const person of [host, second]) {
    await person.page.goto(livePath);
    await expect(person.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: 15_000,
    });
  }
  await expectNoSeriousAxeViolations(second.page, 'the live page before the start, 1366 px');

  // The host goes live: both attendees decode the video, and the stage shows the host once.
  await expect(myPlace(host.page).getByRole('button', { name: 'Apply to join stage' })).toHaveCount(0);
  await host.page.getByRole('button', { name: 'Go live' }).click();
  for (const person of [host, attendee, second]) {
    await expect(onStage(person.page)).toHaveCount(1, { timeout: 20_000 });
    await expect(person.page.getByLabel(/^Video of /)).toHaveCount(1);
  }
  await expectDecodingVideo(attendee.page);
  await expectDecodingVideo(second.page);
  await expect(myPlace(host.page).getByRole('button', { name: 'Apply to join stage' })).toHaveCount(0);
  // The countdown runs out: the event is live.
  await expect(attendee.page.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(attendee.page, 'the live page while live, 390 px');
  await expectNoSeriousAxeViolations(host.page, 'the live page while live, host, 1366 px');

  // An attendee applies and reads their place in the line.
  await myPlace(second.page).getByRole('button', { name: 'Apply to join stage' }).click();
  await expect(myPlace(second.page).getByText('You are number 1 in line (1 waiting)')).toBeVisible();

  // The host's camera goes off: both attendees see the avatar within 2 s.
  await host.page.getByRole('button', { name: 'Turn camera off' }).click();
  for (const person of [attendee, second])
    await expect(stageOf(person.page).getByText('Camera off')).toBeAttached({ timeout: 2_000 });

  // A question: the attendee asks, the host marks it, it shows under Questions.
  const question = `Will there be an encore? ${stamp}`;
  await say(attendee.page, question);
  await pickOnMessage(host.page, question, 'Mark as question');
  await expect(logOf(attendee.page).getByRole('listitem').filter({ hasText: question })).toContainText(
    'Question',
  );
  await attendee.page.getByRole('tab', { name: /^Questions/ }).click();
  await expect(attendee.page.getByRole('list', { name: 'Questions' }).getByText(question)).toBeVisible();

  // The host blocks the second attendee from their message: their page leaves within 2 s, for good.
  const hello = `Hello from the second row ${stamp}`;
  await say(second.page, hello);
  await pickOnMessage(host.page, hello, 'Block from room');
  await host.page.getByRole('dialog').getByRole('button', { name: 'Block from room' }).click();
  await expect(second.page).not.toHaveURL(/\/live$/, { timeout: 2_000 });
  await second.page.goto(livePath);
  await expect(second.page).not.toHaveURL(/\/live$/);

  // The host ends the event: every page says it ended.
  await host.page.getByRole('button', { name: 'End the event', exact: true }).click();
  await host.page
    .getByRole('dialog', { name: 'End the event for everyone?' })
    .getByRole('button', { name: 'End the event', exact: true })
    .click();
  for (const person of [host, attendee])
    await expect(person.page.getByRole('heading', { name: 'This event has ended' })).toBeVisible();
  await expectNoSeriousAxeViolations(attendee.page, 'the live page after the end, 390 px');
  await expectNoSeriousAxeViolations(host.page, 'the live page after the end, 1366 px');

  // Opened again, the live page says the event ended instead of opening a stage.
  await attendee.page.goto(livePath);
  await expect(attendee.page.getByRole('heading', { name: 'This event has ended' })).toBeVisible();
  await expect(stageOf(attendee.page)).toHaveCount(0);
  // The event's page and the home page no longer show it as live.
  await attendee.page.goto(`/event/${event.id}`);
  await expect(attendee.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(attendee.page.getByText('Live', { exact: true })).toHaveCount(0);
  await attendee.page.goto('/events');
  const liveNow = attendee.page.getByRole('region', { name: 'Live now', exact: true });
  await expect(liveNow).toBeVisible();
  await expect(liveNow.getByText(title)).toHaveCount(0);

  for (const person of [host, attendee, second]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
