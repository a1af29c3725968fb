import { expect, test } from '@playwright/test';
import { newMember, postAsMember } from './support/members.ts';

// Issue 25: `/event/link/:id/:link` (spec 000 §2, auth). The host makes an invitation link in the editor's
// roles panel; a second person opens it, sees the private event and who shared it, and RSVPs through it; a
// wrong link says 'Invalid Link ...'; an address without the link goes to /notfound.

interface CreatedEvent {
  id: string;
  slug: string;
}

test('a private event is opened and RSVPed through a shared link; a wrong link is refused', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Secret session ${stamp}`;
  const host = await newMember(browser, 'link-host');
  await postAsMember(host.page, '/api/user/v1/updateProfile', { firstName: 'Hana', lastName: 'Host' });
  const draft = await postAsMember<CreatedEvent>(host.page, '/api/events/v1/create', {
    title,
    type: 'Free',
    visibility: 'private',
    timezone: 'UTC',
    startAt: '2031-05-01T18:00:00.000Z',
    endAt: '2031-05-01T20:00:00.000Z',
  });
  const event = await postAsMember<CreatedEvent>(host.page, '/api/events/v1/publish', {
    eventId: draft.id,
    published: 1,
  });

  // The host makes the link in the editor's roles panel; it opens this route.
  await host.page.goto(`/event/${event.slug}/edit`);
  await host.page.getByRole('tab', { name: 'Roles' }).click();
  await host.page.getByRole('button', { name: 'Create invite link' }).click();
  const linkField = host.page.getByLabel('Invite link 1', { exact: true });
  await expect(linkField).toHaveValue(new RegExp(`/event/link/${event.id}/[\\w-]+$`));
  const sharedUrl = new URL(await linkField.inputValue());

  const guest = await newMember(browser, 'link-guest');
  const { page } = guest;
  // Without the link the private event stays closed to them.
  await page.goto(`/event/${event.slug}`);
  await expect(page).toHaveURL(/\/events$/);

  await page.goto(sharedUrl.pathname);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Hana Host shared this event with you', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open the event' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}\\?sharedLink=`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'RSVP for free' }).click();
  await expect(page.getByText("You're going", { exact: true })).toBeVisible();

  // The ticket keeps the event open to them without the link.
  await page.goto(`/event/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A wrong link, and an address without one.
  await page.goto(`/event/link/${event.id}/not-a-link-anyone-made`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link ...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
  await page.goto(`/event/link/${event.id}`);
  await expect(page).toHaveURL(/\/notfound$/);

  expect(host.errors).toEqual([]);
  expect(guest.errors).toEqual([]);
  await host.context.close();
  await guest.context.close();
});
