import { expect, test, type Page } from '@playwright/test';
import { desktopChrome, password, registerByApi, signUp, uniqueEmail } from './support/accounts.ts';
import { collectPageErrors } from './support/pageErrors.ts';
import { solidPng } from './support/solidPng.ts';

// Issue 3 "Done when": sign up → log out → log in → edit the profile with a new avatar → a second user opens
// the public profile and follows → the counts update on both profiles. Against the real server.

async function openOwnProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
}

/** The number shown for one of the profile's counts (Followers, Following, Friends). */
const countOf = (page: Page, name: 'Followers' | 'Following' | 'Friends') =>
  page.getByRole('group', { name, exact: true }).locator('span').first();

test.describe('accounts, profiles and follows (issue 3)', () => {
  test('sign up, log out, log in, new avatar; a second user follows and both profiles count it', async ({
    page,
    browser,
  }) => {
    const errors = collectPageErrors(page);
    const adaEmail = uniqueEmail('ada');
    const adaHandle = `ada-${Date.now()}`;

    // Sign up, as the guest the first visit made: the guest becomes the member.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('is_guest'))).toBe('true');
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    await signUp(page, adaEmail);
    expect(await page.evaluate(() => localStorage.getItem('is_guest'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(guestId);

    // Log out: the server revokes the refresh token, the tokens go (spec 000 §4), the visitor is a guest again.
    const memberRefreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('is_guest'))).toBe('true');
    const refresh = await page.request.post('/api/passport/v1/refreshToken?v=43', {
      data: { refreshToken: memberRefreshToken },
    });
    expect((await refresh.json()).code).not.toBe(200);

    // Log in again.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(adaEmail.toUpperCase());
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();

    // The session survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // Edit the profile: names, handle, then two avatars in turn.
    await openOwnProfile(page);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Profile address').fill(adaHandle);
    await page.getByLabel('Bio').fill('Poetical scientist');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/user/${adaHandle}/edit`);

    const avatar = page.getByRole('img', { name: 'Ada Lovelace', exact: true });
    const upload = page.getByLabel('Change picture');
    await upload.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: solidPng([220, 30, 40]) });
    await expect(page.getByText('Your image has been updated.', { exact: true }).first()).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/files\/.+/);
    const firstSrc = await avatar.getAttribute('src');
    await upload.setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: solidPng([30, 60, 220]) });
    await expect(avatar).not.toHaveAttribute('src', firstSrc ?? '');
    await expect(avatar).toHaveAttribute('src', /^\/files\/.+/);
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    // A non-image is refused before it leaves the browser.
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please upload an image file')).toBeVisible();

    // The public profile shows it all.
    await page.getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(`/user/${adaHandle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('Poetical scientist')).toBeVisible();
    await expect(countOf(page, 'Followers')).toHaveText('0');

    // A second user, in a browser of their own, opens Ada's profile and follows her.
    const graceContext = await browser.newContext();
    const grace = await graceContext.newPage();
    const graceErrors = collectPageErrors(grace);
    await grace.goto('/');
    await signUp(grace, uniqueEmail('grace'));
    await grace.goto(`/user/${adaHandle}`);
    await expect(grace.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(grace.getByRole('img', { name: 'Ada Lovelace', exact: true })).toHaveAttribute(
      'src',
      /^\/files\/.+/,
    );
    await grace.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(grace.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(countOf(grace, 'Followers')).toHaveText('1');

    // Grace's own profile counts one followed; Ada's counts one follower, and lists Grace.
    await openOwnProfile(grace);
    await expect(countOf(grace, 'Following')).toHaveText('1');
    await grace.getByRole('tab', { name: 'Following' }).click();
    await expect(grace.getByRole('tabpanel').getByRole('link', { name: /Ada Lovelace/ })).toBeVisible();

    await page.reload();
    await expect(countOf(page, 'Followers')).toHaveText('1');
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(1);

    // Unfollowing brings both counts back.
    await grace.goto(`/user/${adaHandle}`);
    await grace.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(grace.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(countOf(grace, 'Followers')).toHaveText('0');
    await page.reload();
    await expect(countOf(page, 'Followers')).toHaveText('0');

    expect(errors).toEqual([]);
    expect(graceErrors).toEqual([]);
    await graceContext.close();
  });

  test('the sign-up dialog shows every validation message inline', async ({ page, request }) => {
    const takenEmail = uniqueEmail('taken');
    await registerByApi(request, takenEmail);

    await page.goto('/signup');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const submit = dialog.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);
    await expect(dialog.getByText('Please enter a password (8char min length)')).toBeVisible();
    await expect(dialog.getByText('Must accept to continue')).toBeVisible();

    await dialog.getByLabel('Email').fill('ada_lovelace');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('different');
    await dialog.getByLabel('Date of birth').fill('2020-01-01');
    await submit.click();
    await expect(dialog.getByText('Please login with your email address')).toBeVisible();
    await expect(dialog.getByText('Please enter a password (8char min length)')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expect(dialog.getByText('DOB must be 13-150')).toBeVisible();
    await expect(dialog.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill('ada@example');
    await submit.click();
    await expect(dialog.getByText('Invalid email, please try again')).toBeVisible();

    // Everything valid, but the address has an account: the server's message, under the e-mail.
    await dialog.getByLabel('Email').fill(takenEmail);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByLabel('Date of birth').fill('1990-12-10');
    await dialog.getByLabel('I accept the Terms of Service and the Privacy Policy').check();
    await submit.click();
    await expect(dialog.getByText('The username has already been taken')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    // In French, the same rules speak French.
    await page.goto('/signup?lang=fr');
    const frenchDialog = page.getByRole('dialog', { name: 'Créer votre compte' });
    await frenchDialog.getByLabel('Adresse e-mail').fill('ada@example');
    await frenchDialog.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(frenchDialog.getByText('Adresse e-mail invalide, veuillez réessayer')).toBeVisible();
  });

  test('an address with username and password logs in automatically and loses the password', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('link');
    await registerByApi(request, email);
    const address = `/events?lang=en&username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;

    // A headless browser (an e-mail link scanner, say) is a bot: no login, but the address is cleaned.
    const scanner = await browser.newPage();
    await scanner.goto(address);
    await expect(scanner).toHaveURL('/events?lang=en');
    await expect(scanner.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await scanner.close();

    const personContext = await browser.newContext({ userAgent: desktopChrome });
    const person = await personContext.newPage();
    await person.goto(address);
    await expect(person).toHaveURL('/events?lang=en');
    await expect(person.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The page reloads once logged in; reading storage in the middle of that reload is asked again.
    await expect
      .poll(() => person.evaluate(() => localStorage.getItem('is_guest')).catch(() => 'reloading'))
      .toBe('false');
    await personContext.close();
  });
});
