import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';
import {
  expectAccessible,
  linkFromMail,
  SHORT_LINK,
  signIn,
  signUpAndVerify,
  snap,
  uniqueEmail,
} from './support.ts';

test('sign up, verify by e-mail, sign in, see the top bar, sign out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await snap(page, 'auth-sign-in');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectAccessible(page);
  await snap(page, 'auth-sign-up');

  await signUpAndVerify(page, 'Maryam Siddiqui', email, 'journey-pass-1');
  await signIn(page, email, 'journey-pass-1');
  await expect(page).toHaveURL(/\/complete-profile$/); // no profile yet: it comes first
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: /main/i });
  for (const link of ['Dashboard', 'Profile', 'Matches', 'Browse', 'Messages', 'Membership', 'Blog']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'CMS', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  // One name everywhere: the dashboard's welcome and the top bar's link to My Profile.
  await expect(page.getByRole('heading', { name: 'Welcome, Maryam Siddiqui' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile: Maryam Siddiqui' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'member-top-bar');

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
});

test('sign-up form explains its rules', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Test Person');
  await page.getByLabel('Email').fill(uniqueEmail('rules'));
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: /^Sign Up$|^Create Account$/ }).click();
  await expect(page.getByText('Password Mismatch')).toBeVisible();
  // Said once (issue 16): by the spec's toast; the field is marked invalid, with no text repeating it.
  await expect(page.getByText('Passwords do not match. Please try again.')).toHaveCount(1);
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
});

test('an existing e-mail is told to sign in instead', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Admin Again');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('whatever-1');
  await page.getByLabel('Confirm Password').fill('whatever-1');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Sign Up$|^Create Account$/ }).click();
  await expect(page.getByText('Account Exists')).toBeVisible();
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();
});

test('a wrong password shows Sign In Failed', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
});

test('password reset by e-mail', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndVerify(page, 'Reset Person', email, 'first-pass-1');
  await page.context().clearCookies(); // the mailed link signed them in; this is another visit
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await page.goto(await linkFromMail(email, SHORT_LINK, 'Reset your Mithaq password'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New Password').fill('second-pass-2');
  await page.getByLabel('Confirm Password').fill('second-pass-2');
  await page.getByRole('button', { name: /update password|reset password|save/i }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await signIn(page, email, 'second-pass-2');
});

test('a signed-out visit to a guarded route lands on /auth', async ({ page }) => {
  for (const path of ['/matches', '/profile', '/messages']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth/);
  }
});

test('a member at an admin route sees Access Denied', async ({ page }) => {
  const email = uniqueEmail('denied');
  await signUpAndVerify(page, 'Plain Member', email, 'member-pass-1');
  await signIn(page, email, 'member-pass-1');
  // Spec §2: the dashboard has its own refusal; every other admin route has the guard's.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have admin permissions to access this dashboard.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this page. Required role: admin"),
  ).toBeVisible();
  await expect(page.getByText(/current role: user/i)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'access-denied');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
});

test('an admin sees CMS and Admin in the top bar and passes the guard', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'CMS', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await snap(page, 'admin-top-bar');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu opens, closes with Escape and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: '.test-artifacts/screenshots/mobile-menu-open.png' });
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
