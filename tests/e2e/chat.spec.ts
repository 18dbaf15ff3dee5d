import { expect, test, type Browser, type Page } from '@playwright/test';
import { subscribe } from './api-membership.ts';
import { createMember, type MemberProfile } from './api-members.ts';
import { E2E_URL } from './env.ts';
import { expectAccessible, snap } from './support.ts';

// Two members in two browsers: a request from /matches arrives live, is accepted, and they chat both
// ways with unread counts and read receipts changing on screen, never reloading.
const run = Date.now().toString(36).slice(-4);
const maryam: MemberProfile = {
  full_name: `Maryam Siddiqui ${run}`,
  date_of_birth: '1997-02-11',
  gender: 'female',
  marital_status: 'single',
  current_country: 'Canada',
  current_state: 'Ontario',
  educational_qualification: "Master's Degree",
  occupation: 'Architect',
  religion_community: 'Sunni',
  languages_spoken: ['English', 'Urdu'],
  partner_age_range: '27-38',
  self_description: 'Architect in Toronto who loves calligraphy and long family dinners.',
};
const idris: MemberProfile = {
  full_name: `Idris Malik ${run}`,
  date_of_birth: '1992-08-30',
  gender: 'male',
  marital_status: 'single',
  current_country: 'Canada',
  current_state: 'Ontario',
  educational_qualification: "Bachelor's Degree",
  occupation: 'Civil Engineer',
  religion_community: 'Sunni',
  languages_spoken: ['English', 'Urdu'],
  partner_age_range: '24-33',
  self_description: 'Engineer, volunteer coach, eldest of four.',
};
const hafsa: MemberProfile = {
  full_name: `Hafsa Rahim ${run}`,
  date_of_birth: '1995-04-18',
  gender: 'female',
  current_country: 'Canada',
  religion_community: 'Sunni',
};

async function memberPage(browser: Browser, profile: MemberProfile, photo?: string) {
  const context = await browser.newContext({ baseURL: E2E_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const member = await createMember(page.request, profile, photo ? { photo } : {});
  // 'Seen' on one's own messages is Premium's (read receipts, issue 19).
  await subscribe(page.request);
  return { context, page, ...member };
}

/** axe judges a toast that is fading out as low contrast: check once the toasts are gone. */
async function expectAccessibleSettled(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

test('a request from /matches arrives live, is accepted, and both members chat without reloading', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await memberPage(browser, maryam, '#7a5b8a');
  const b = await memberPage(browser, idris, '#5b7a8a');

  // Idris, new here: both tabs empty.
  await b.page.goto('/messages');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(b.page.getByRole('tab', { name: 'Chats (0)' })).toBeVisible();
  await expect(b.page.getByRole('link', { name: 'Find Matches' })).toHaveAttribute('href', '/matches');
  await expectAccessibleSettled(b.page);
  await snap(b.page, 'messages-chats-empty');
  await b.page.getByRole('tab', { name: 'Requests (0)' }).click();
  await expect(b.page.getByText('No pending requests')).toBeVisible();
  await snap(b.page, 'messages-requests-empty');

  // Maryam connects from her matches.
  await a.page.goto('/matches');
  const card = a.page.getByRole('article', { name: idris.full_name });
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(a.page.getByText('Connection request sent successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // Idris sees it arrive (no reload), with his own request to Hafsa below it.
  await expect(b.page.getByRole('tab', { name: 'Requests (1)' })).toBeVisible();
  await expect(b.page.getByRole('link', { name: maryam.full_name })).toBeVisible();
  const hafsaMember = await createMember((await browser.newContext({ baseURL: E2E_URL })).request, hafsa);
  const asked = await b.page.request.post('/api/connections', {
    data: { recipient_id: hafsaMember.userId },
    headers: { origin: E2E_URL },
  });
  expect(asked.status()).toBe(201);
  await expect(b.page.getByRole('button', { name: `Withdraw: ${hafsa.full_name}` })).toBeVisible();
  await expectAccessibleSettled(b.page);
  await snap(b.page, 'messages-requests-full');

  await b.page.getByRole('button', { name: `Accept: ${maryam.full_name}` }).click();
  await expect(b.page.getByText('Connection request accepted!')).toBeVisible();
  await expect(b.page.getByRole('tab', { name: 'Requests (0)' })).toBeVisible();
  await b.page.getByRole('tab', { name: 'Chats (1)' }).click();
  const rowOnB = b.page.getByRole('link', { name: new RegExp(maryam.full_name) });
  await expect(rowOnB).toBeVisible();

  // Maryam's card turns into Chat by itself; it announces the chat, then opens it.
  await card.getByRole('button', { name: 'Chat' }).click();
  await expect(a.page.getByText(`Starting conversation with ${idris.full_name}`)).toBeVisible();
  await expect(a.page).toHaveURL(new RegExp(`/chat/[^?]+\\?with=${b.userId}`));
  await expect(a.page.getByText(`Start your conversation with ${idris.full_name}`)).toBeVisible();
  await expect(a.page.getByText('Online', { exact: true })).toBeVisible();
  await composer(a.page, idris.full_name).fill('  Assalamu alaikum, Idris.  ');
  await composer(a.page, idris.full_name).press('Enter');
  await expect(bubble(a.page, 'Assalamu alaikum, Idris.')).toContainText('Sent');
  await expect(composer(a.page, idris.full_name)).toHaveValue('');
  await expect(composer(a.page, idris.full_name)).toBeFocused();

  // Idris's list shows it unread, live; opening the chat turns Maryam's tick into Seen.
  await expect(rowOnB).toContainText('Assalamu alaikum, Idris.');
  await expect(rowOnB).toContainText('1 unread message');
  await expect(b.page.getByRole('link', { name: /^Messages\s*1 unread message$/ }).first()).toBeVisible();
  await rowOnB.click();
  await expect(bubble(b.page, 'Assalamu alaikum, Idris.')).toBeVisible();
  await expect(bubble(a.page, 'Assalamu alaikum, Idris.')).toContainText('Seen');

  // Maryam waits on her dashboard: the unread counter moves when Idris answers.
  await a.page.getByRole('link', { name: 'Dashboard' }).first().click();
  const unreadCard = a.page.getByRole('listitem').filter({ hasText: 'Unread Messages' });
  await expect(unreadCard).toContainText('0');
  await composer(b.page, maryam.full_name).fill('Wa alaikum assalam, Maryam.\nHow is your family?');
  await composer(b.page, maryam.full_name).press('Enter');
  await expect(bubble(b.page, 'How is your family?')).toContainText('Sent');
  await expect(unreadCard).toContainText('1');
  await a.page.goBack();
  await expect(bubble(a.page, 'How is your family?')).toBeVisible();
  await expect(bubble(b.page, 'How is your family?')).toContainText('Seen');

  // A few more lines both ways, then the screenshots.
  for (const [page, to, text] of [
    [a.page, idris.full_name, 'Alhamdulillah, all well. My parents would like to meet your family.'],
    [b.page, maryam.full_name, 'That would be an honour. Would Friday after Jumuah suit them?'],
    [a.page, idris.full_name, 'Friday is perfect, in sha Allah.'],
    [b.page, maryam.full_name, 'JazakAllahu khairan. See you then.'],
  ] as const) {
    await composer(page, to).fill(text);
    await composer(page, to).press('Enter');
    await expect(bubble(a.page, text)).toBeVisible();
    await expect(bubble(b.page, text)).toBeVisible();
  }
  await expect(a.page.getByRole('log').getByRole('heading', { name: 'Today' })).toBeVisible();
  await expectAccessibleSettled(a.page);
  await snap(a.page, 'chat-conversation');

  await b.page.goto('/messages');
  await expect(b.page.getByRole('tab', { name: 'Chats (1)' })).toBeVisible();
  await expect(rowOnB).toContainText('You: JazakAllahu khairan. See you then.');
  await expectAccessibleSettled(b.page);
  await snap(b.page, 'messages-chats-full');

  // Idris leaves: Maryam's header changes from Online to Last seen (after the short grace period).
  await b.context.close();
  await expect(a.page.getByText(/^Last seen /)).toBeVisible({ timeout: 20_000 });
  await a.context.close();
});
