import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { screenSizes } from './support/boxes.ts';
import { newMember } from './support/members.ts';
import { collectPageErrors } from './support/pageErrors.ts';

// Issue 25: the contact page and the account menu's feedback (spec 000 §2, §5 "Contact message"), and the
// listing pages the spec names without content (docs/decisions/listing-pages.md).

/** spec 000 §5, §9: a contact message is at most 4000 characters. */
const maxMessageChars = 4000;

test('a guest sends the contact form and lands on /contact/success; 4,001 characters are refused', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByLabel('Name').fill('Grace Guest');
  await page.getByLabel('Email').fill('grace.guest@example.com');
  await page.getByLabel('Message').fill('x'.repeat(maxMessageChars + 1));
  await expect(page.getByText('4001 of 4000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message must be at most 4000 characters')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contact$/);
  await expectNoSeriousAxeViolations(page, 'the contact form refusing a long message');

  await page.getByLabel('Message').fill('Where do I find my ticket?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member sends feedback from the account menu, their e-mail filled in', async ({ browser }) => {
  const { context, page, errors } = await newMember(browser, 'feedback');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog.getByLabel('Email')).toHaveValue(/^feedback-.*@example\.com$/);
  // A new member has given no name yet (only a generated username), so they write it.
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByLabel('Name').fill('Fay Feedback');
  await dialog.getByLabel('Message').fill('The stage works well on my phone.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you, your feedback was sent.', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

for (const { name, viewport } of screenSizes)
  test(`the listing pages show their content, not "Page in progress" (${name})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page, errors } = await newMember(browser, `listings-${name}`, { viewport });
    const pages = [
      { path: '/eventspage', heading: 'All events', content: page.getByRole('tab', { name: 'Live now' }) },
      { path: '/roomspage', heading: 'Rooms', content: page.getByText('No rooms are live right now') },
      {
        path: '/homepage',
        heading: 'For you',
        content: page.getByRole('heading', { name: 'Recommended events' }),
      },
      {
        path: '/portal',
        heading: 'Creator portal',
        content: page.getByRole('link', { name: 'Manage my events' }),
      },
      {
        path: '/contact/success',
        heading: 'Message sent',
        content: page.getByRole('link', { name: 'Back to events' }),
      },
    ];
    for (const { path, heading, content } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(content).toBeVisible();
      await expect(page.getByText('Page in progress')).toHaveCount(0);
      // Nothing runs off a phone's screen sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoSeriousAxeViolations(page, `${path} (${name})`);
    }

    // The events listing keeps its period in the address; the portal opens the room dialog.
    await page.goto('/eventspage');
    await page.getByRole('tab', { name: 'Past events' }).click();
    await expect(page).toHaveURL(/period=past/);
    await expect(page.getByText('No past events yet')).toBeVisible();
    await page.goto('/portal');
    await page.getByRole('button', { name: 'Open a room' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
