import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createMember, type MemberProfile } from './api-members.ts';
import { E2E_URL } from './env.ts';
import { expectAccessible, linkFromMail, SHORT_LINK, snap } from './support.ts';

/** The steps of the safety and family journey (safety.spec.ts), each a screen or two a person uses. */

export const ORIGIN = { origin: E2E_URL };

export type Person = { context: BrowserContext; page: Page; userId: string; email: string };

/** A signed-in member in a browser of their own, made through the API; `photo` is a colour. */
export async function memberPage(browser: Browser, profile: MemberProfile, photo?: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: E2E_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const member = await createMember(page.request, profile, photo ? { photo } : {});
  return { context, page, ...member };
}

/** axe judges a toast that is fading out as low contrast: check once the toasts are gone. */
export async function expectAccessibleSettled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

const solid = (background: string, width = 480, height = 480) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The member adds a profile photo on the profile form; it waits for a moderator. */
export async function uploadPhoto(member: Person, colour: string) {
  await member.page.goto('/complete-profile');
  await member.page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await solid(colour) });
  await expect(
    member.page.getByText(/Other members will see it once a moderator approves it/).first(),
  ).toBeVisible();
  await expect(member.page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();
}

/** A moderator opens the member's item in the queue (photos or reports), claims it, and decides. */
export async function decideInQueue(
  moderator: Page,
  kind: 'photo' | 'report',
  name: string,
  decide: (page: Page) => Promise<void>,
) {
  await moderator.goto(`/admin/moderation?kind=${kind}`);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await moderator.getByRole('link', { name }).first().click();
  await moderator.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(moderator.getByText('You are working on this item')).toBeVisible();
  await decide(moderator);
  await moderator.getByRole('button', { name: 'Save decision' }).click();
}

/** The member sends a selfie copying the pose drawn for them (an upload; the camera needs a device). */
export async function sendSelfie(member: Person) {
  await member.page.goto('/');
  await member.page.getByRole('button', { name: 'Account and safety' }).click();
  await member.page.getByRole('menuitem', { name: 'Verification' }).click();
  await expect(member.page.getByRole('heading', { level: 1, name: 'Verify your profile' })).toBeVisible();
  await expect(
    member.page.getByText(
      /next to your face|over your heart|shading your eyes|your cheek|your head|closed fist/,
    ),
  ).toBeVisible();
  await expectAccessible(member.page);
  await snap(member.page, 'verification-pose');
  await member.page
    .getByTestId('selfie-file')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await solid('#b08f7a', 600, 800) });
  await expect(member.page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await snap(member.page, 'verification-selfie');
  await member.page.getByRole('button', { name: 'Send for review' }).click();
  await expect(member.page.getByRole('heading', { name: 'Your selfie is waiting for review' })).toBeVisible();
  await expectAccessibleSettled(member.page);
  await snap(member.page, 'verification-pending');
}

/** The moderator compares the selfie with the profile photo in the verification queue and approves. */
export async function approveSelfie(moderator: Page, name: string) {
  await moderator.goto('/admin/moderation/verifications');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Verifications' })).toBeVisible();
  await expectAccessibleSettled(moderator);
  await snap(moderator, 'verification-queue');
  await moderator.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name }).click();
  const selfie = moderator.getByRole('img', { name: `Verification selfie of ${name}` });
  await expect(selfie).toBeVisible();
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(moderator.getByRole('img', { name: `Profile photo of ${name}` })).toBeVisible();
  await moderator.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(moderator.getByText('You are reviewing this selfie.')).toBeVisible();
  await moderator.getByRole('radio', { name: /^Approve/ }).check();
  await expectAccessible(moderator);
  await snap(moderator, 'verification-review');
  await moderator.getByRole('button', { name: 'Save decision' }).click();
  await expect(moderator.getByText('Decision saved. The member has been told.')).toBeVisible();
}

/** She invites her father by e-mail from her guardians screen. */
export async function inviteFather(her: Person, fatherEmail: string) {
  await her.page.goto('/guardians');
  await expect(her.page.getByRole('heading', { level: 1, name: 'Your guardians (wali)' })).toBeVisible();
  await expect(her.page.getByText('No guardians yet')).toBeVisible();
  await her.page.getByLabel(/Their e-mail address/).fill(fatherEmail);
  await her.page.getByLabel(/Their first name/).fill('Yusuf');
  await her.page.getByLabel(/Relationship/).selectOption('father');
  await her.page.getByRole('checkbox', { name: /weekly summary/ }).check();
  await expectAccessible(her.page);
  await her.page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(her.page.getByText(`Invitation sent to ${fatherEmail}`)).toBeVisible();
}

/**
 * The father opens the mailed link, creates a guardian account (verifying his address on the way) and
 * accepts; he then waits for her to confirm him. Returns his page.
 */
export async function fatherAccepts(browser: Browser, fatherEmail: string, name: string, password: string) {
  const context = await browser.newContext({ baseURL: E2E_URL, viewport: { width: 1280, height: 800 } });
  const dad = await context.newPage();
  await dad.goto(await linkFromMail(fatherEmail, '/guardian/invite?token='));
  await expect(dad.getByRole('heading', { name: 'You are invited as a guardian' })).toBeVisible();
  await expectAccessible(dad);
  await snap(dad, 'guardian-invitation');
  await dad.getByLabel(/Your name/).fill(name);
  await dad.getByLabel(/^Password/).fill(password);
  await dad.getByLabel(/Confirm password/).fill(password);
  await dad.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await dad.getByRole('button', { name: 'Create guardian account' }).click();
  await expect(dad.getByText('Check your e-mail')).toBeVisible();
  await dad.goto(await linkFromMail(fatherEmail, SHORT_LINK, 'Verify your e-mail for Mithaq'));
  await expect(dad).toHaveURL(/\/guardian\/invite\?token=/);
  await dad.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(dad).toHaveURL(/\/guardian$/);
  await expect(dad.getByText(/Waiting for .* to confirm you/)).toBeVisible();
  await expectAccessibleSettled(dad);
  await snap(dad, 'guardian-home-waiting');
  // A guardian account's shell has no member links at all.
  await expect(dad.getByRole('link', { name: 'Browse' })).toHaveCount(0);
  return { context, page: dad };
}
