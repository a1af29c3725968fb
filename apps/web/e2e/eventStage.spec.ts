import { expect, test } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';
import { framesDecoded, recordPeerConnections } from './support/peerConnections.ts';

// Issue 12 (web): the stage on an event's live page `/event/:id/live` (spec 001 §2). The event's creator
// (its host: a presenter) goes live; a viewer decodes the video through the SFU (getStats framesDecoded),
// applies to the stage, and the creator's stage console lists them waiting. The creator extends the event
// by 15 minutes, then ends it for everyone: the viewer is sent back to the event's page.

test('an event live page: the host goes live, a viewer decodes it and applies, the host extends and ends the event', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const host = await newMember(browser, 'event-stage-host');
  const viewer = await newMember(browser, 'event-stage-viewer');
  await recordPeerConnections(viewer.context);
  const minute = 60_000;
  const stamp = Date.now();
  const event = await postAsMember<{ id: string }>(host.page, '/api/events/v1/create', {
    title: `Live stage ${stamp}`,
    type: 'Free',
    visibility: 'public',
    timezone: 'UTC',
    startAt: new Date(Date.now() - minute).toISOString(),
    endAt: new Date(Date.now() + 120 * minute).toISOString(),
  });
  await postAsMember(host.page, '/api/events/v1/publish', { eventId: event.id, published: 1 });

  for (const person of [host, viewer]) {
    await person.page.goto(`/event/${event.id}/live`);
    await expect(person.page.getByRole('heading', { name: 'Live stage', level: 1 })).toBeVisible();
  }
  // Only the host presents; only the host has the console.
  await expect(viewer.page.getByRole('button', { name: 'Go live' })).toHaveCount(0);
  await expect(viewer.page.getByRole('region', { name: 'Stage console' })).toHaveCount(0);

  await host.page.getByRole('button', { name: 'Go live' }).click();
  await expect(host.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.page.getByLabel(/^Video of /)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(viewer.page), { timeout: 20_000 }).toBeGreaterThan(0);

  await viewer.page.getByRole('button', { name: 'Apply to join stage' }).click();
  await expect(viewer.page.getByText('You are number 1 in line (1 waiting)')).toBeVisible();
  const waiting = host.page
    .getByRole('region', { name: 'Stage console' })
    .getByRole('region', { name: 'Waiting', exact: true });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);

  await expect(viewer.page.getByRole('region', { name: 'Event schedule' })).toHaveCount(0);
  await host.page.getByRole('button', { name: 'Extend the event by 15 minutes' }).click();
  await expect(host.page.getByText(/^The event now ends at /)).toBeVisible();
  await host.page.getByRole('button', { name: 'End the event', exact: true }).click();
  await host.page
    .getByRole('dialog', { name: 'End the event for everyone?' })
    .getByRole('button', { name: 'End the event', exact: true })
    .click();
  // Back on the event's page, by the slug its first publication gave it (a draft's is its id).
  await expect(viewer.page).toHaveURL(new RegExp(`/event/live-stage-${stamp}$`));
  await expect(viewer.page.getByText('The event has ended.', { exact: true })).toBeVisible();

  for (const person of [host, viewer]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
});
