import { expect, test } from '@playwright/test';
import type { MemberProfile } from './api-members.ts';
import { makeModerator } from './api-moderation.ts';
import {
  approveSelfie,
  decideInQueue,
  expectAccessibleSettled,
  fatherAccepts,
  inviteFather,
  memberPage,
  ORIGIN,
  sendSelfie,
  uploadPhoto,
} from './safety-steps.ts';
import { expectAccessible, signIn, snap, uniqueEmail } from './support.ts';

// Issue 23, safety and family, as three members, a moderator and a father live it: Amina reports
// Tariq and blocks him (he loses her at once everywhere: his open chat, browse, matches, her profile),
// and the moderator suspends him from the queue; Idris adds a photo the moderator approves, verifies
// with a selfie and gets the badge; Amina hides her photos and Idris sees only a blurred placeholder
// until they connect; Amina invites her father, who reads her conversation with Idris live and cannot
// write in it, and Idris is told a guardian reads along.
const run = Date.now().toString(36).slice(-4);
const place = { current_country: 'United Kingdom', religion_community: 'Sunni', marital_status: 'single' };
const amina: MemberProfile = {
  full_name: `Amina Yusuf ${run}`,
  date_of_birth: '1996-05-02',
  gender: 'female',
  partner_age_range: '26-38',
  ...place,
};
const tariq: MemberProfile = {
  full_name: `Tariq Hussain ${run}`,
  date_of_birth: '1991-03-14',
  gender: 'male',
  partner_age_range: '24-34',
  ...place,
};
const idris: MemberProfile = {
  full_name: `Idris Okafor ${run}`,
  date_of_birth: '1992-02-03',
  gender: 'male',
  partner_age_range: '24-34',
  ...place,
};
const maryam: MemberProfile = {
  full_name: `Maryam Staff ${run}`,
  date_of_birth: '1988-04-20',
  gender: 'female',
  marital_status: 'single',
};
const MEMBER_PASSWORD = 'discovery-pass-1';
const FATHER_PASSWORD = 'father-of-amina-22';
const WARNING = 'Send me your number, we can talk elsewhere';

test('safety and family: report, block, suspend; a photo and a selfie approved; private photos; a father reads along', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const her = await memberPage(browser, amina, '#8a5b6a');
  const him = await memberPage(browser, tariq, '#5b6a8a');
  const idrisPage = await memberPage(browser, idris);
  const staff = await memberPage(browser, maryam);
  await makeModerator(staff.userId);
  const moderator = staff.page;
  await signIn(moderator, staff.email, MEMBER_PASSWORD);

  await test.step('Tariq and Amina are connected; he asks her to move off Mithaq', async () => {
    const asked = await him.page.request.post('/api/connections', {
      data: { recipient_id: her.userId },
      headers: ORIGIN,
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const chatId = ((await asked.json()) as { connection: { id: string } }).connection.id;
    const accepted = await her.page.request.patch(`/api/connections/${chatId}`, {
      data: { status: 'accepted' },
      headers: ORIGIN,
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const sent = await him.page.request.post(`/api/connections/${chatId}/messages`, {
      data: { content: WARNING, client_id: crypto.randomUUID(), confirm_off_platform: true },
      headers: ORIGIN,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await him.page.goto(`/matches?search=${encodeURIComponent(amina.full_name)}`);
    await expect(him.page.getByRole('heading', { level: 3, name: amina.full_name })).toBeVisible();
    await him.page.goto(`/chat/${chatId}`);
    await expect(him.page.getByText(WARNING)).toBeVisible();
    her.page.on('dialog', (dialog) => void dialog.dismiss());
    await her.page.goto(`/chat/${chatId}`);
  });

  await test.step('she reports him with a reason, then blocks him from the chat', async () => {
    await expect(her.page.getByText(WARNING)).toBeVisible();
    await her.page.getByRole('button', { name: `Safety options for ${tariq.full_name}` }).click();
    await her.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = her.page.getByRole('dialog', { name: `Report ${tariq.full_name}` });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Tell us briefly what happened')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Harassment or inappropriate messages' }).check();
    await dialog.getByRole('textbox', { name: 'What happened?' }).fill('He keeps asking for my number.');
    await expectAccessible(her.page);
    await snap(her.page, 'safety-report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(her.page.getByText('Thank you. Our moderators will review your report.')).toBeVisible();

    await her.page.getByRole('button', { name: `Safety options for ${tariq.full_name}` }).click();
    await her.page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = her.page.getByRole('alertdialog', { name: `Block ${tariq.full_name}?` });
    await expectAccessible(her.page);
    await snap(her.page, 'safety-block-dialog');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(her.page.getByText(`${tariq.full_name} has been blocked`)).toBeVisible();
  });

  await test.step('he loses her at once: his open chat, browse, matches and her profile', async () => {
    await expect(him.page.getByText('Chat not found')).toBeVisible({ timeout: 10_000 });
    await expect(him.page.getByText(WARNING)).toHaveCount(0);
    await him.page.goto(`/browse?search=${encodeURIComponent(amina.full_name)}`);
    await expect(him.page.getByText(/No profiles found/i)).toBeVisible();
    await him.page.goto(`/matches?search=${encodeURIComponent(amina.full_name)}`);
    await expect(him.page.getByText('No matches found')).toBeVisible();
    await expect(him.page.getByRole('heading', { level: 3, name: amina.full_name })).toHaveCount(0);
    await him.page.goto(`/profile/${her.userId}`);
    await expect(him.page.getByText('Profile not found')).toBeVisible();
    await her.page.goto('/blocked-members');
    await expect(her.page.getByText(tariq.full_name)).toBeVisible();
    await expectAccessibleSettled(her.page);
    await snap(her.page, 'safety-blocked-members');
  });

  await test.step('the moderator reads the evidence and suspends him for a week', async () => {
    await decideInQueue(moderator, 'report', tariq.full_name, async (page) => {
      await expect(page.getByText('He keeps asking for my number.')).toBeVisible();
      await expect(page.getByText(WARNING)).toBeVisible();
      await page.getByRole('radio', { name: 'Suspend' }).check();
      await page.getByLabel('Suspend for').selectOption('7');
      await page.getByRole('textbox', { name: 'Reason' }).fill('Pressed a member for her phone number');
      await expectAccessible(page);
      await snap(page, 'moderation-item');
    });
    await moderator.getByRole('button', { name: 'Yes, save' }).click();
    await expect(moderator.getByText('Decision saved')).toBeVisible();
    await moderator.goto('/admin/moderation?status=decided&kind=report');
    await expect(moderator.getByText(tariq.full_name)).toBeVisible();
    await expectAccessibleSettled(moderator);
    await snap(moderator, 'moderation-queue-decided');
    expect((await him.page.request.get('/api/me')).status()).toBe(401);
    await him.page.reload();
    await expect(him.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('Idris adds a photo, the moderator approves it; he verifies with a selfie', async () => {
    await uploadPhoto(idrisPage, '#5c7a8e');
    // Until it is approved there is no photo to compare a selfie with, and the screen says so.
    await idrisPage.page.goto('/verification');
    await expect(
      idrisPage.page.getByRole('heading', { name: 'Your profile photo is waiting for approval' }),
    ).toBeVisible();
    await snap(idrisPage.page, 'verification-photo-waiting');
    await decideInQueue(moderator, 'photo', idris.full_name, async (page) => {
      await expect(
        page.getByRole('img', { name: `New photo of ${idris.full_name}, waiting for approval` }),
      ).toBeVisible();
      await page.getByRole('radio', { name: 'Approve photo' }).check();
      await page.getByRole('textbox', { name: 'Reason' }).fill('A clear, modest photo');
      await expectAccessible(page);
      await snap(page, 'moderation-photo');
    });
    await expect(moderator.getByText('Decision saved')).toBeVisible();
    await sendSelfie(idrisPage);
    await approveSelfie(moderator, idris.full_name);
    await idrisPage.page.reload();
    await expect(idrisPage.page.getByRole('heading', { name: 'Your profile is verified' })).toBeVisible();
    await her.page.goto(`/browse?search=${encodeURIComponent(idris.full_name)}&verified=true`);
    const card = her.page.getByRole('row', { name: new RegExp(idris.full_name) });
    await expect(card.getByRole('img', { name: 'Verified' })).toBeVisible();
    await snap(her.page, 'verification-browse-badge');
  });

  const chatId = await test.step('her photos stay blurred to him until they connect', async () => {
    await her.page.goto('/membership');
    await her.page.getByRole('switch', { name: 'Private photos' }).click();
    await expect(her.page.getByRole('switch', { name: 'Private photos' })).toBeChecked();
    await idrisPage.page.goto(`/profile/${her.userId}`);
    const hidden = idrisPage.page.getByRole('img', { name: 'Photo hidden until you are connected' }).first();
    await expect(hidden).toBeVisible();
    expect(await hidden.getAttribute('src')).toMatch(/-blur\.webp$/);
    await expectAccessible(idrisPage.page);
    await snap(idrisPage.page, 'safety-photo-hidden');
    const own = (await (await her.page.request.get('/api/me/profile')).json()) as {
      profile: { profile_photo_url: string };
    };
    expect((await idrisPage.page.request.get(own.profile.profile_photo_url)).status()).toBe(404);

    // She asks him to connect, saying her wali is involved; he sees it on the request and accepts.
    await her.page.goto(`/profile/${idrisPage.userId}`);
    await her.page.getByRole('checkbox', { name: 'My wali is involved' }).check();
    await her.page.getByLabel("Your wali's first name").fill('Yusuf');
    await snap(her.page, 'guardian-connect-wali');
    await her.page.getByRole('button', { name: 'Connect' }).click();
    await expect(her.page.getByText('Connection request sent successfully!')).toBeVisible();
    await idrisPage.page.goto('/messages?tab=requests');
    await expect(idrisPage.page.getByText('My wali is involved: Yusuf')).toBeVisible();
    await idrisPage.page.getByRole('button', { name: `Accept: ${amina.full_name}` }).click();
    await expect(idrisPage.page.getByText('Connection request accepted!')).toBeVisible();
    await idrisPage.page.goto(`/profile/${her.userId}`);
    await expect(idrisPage.page.getByRole('heading', { level: 1, name: amina.full_name })).toBeVisible();
    await expect(
      idrisPage.page.getByRole('img', { name: 'Photo hidden until you are connected' }),
    ).toHaveCount(0);
    expect((await idrisPage.page.request.get(own.profile.profile_photo_url)).status()).toBe(200);
    const list = (await (await her.page.request.get('/api/connections')).json()) as {
      connections: { id: string; other: { user_id: string } }[];
    };
    return list.connections.find((c) => c.other.user_id === idrisPage.userId)!.id;
  });

  await test.step('her father reads her conversation with Idris live, and cannot write; Idris is told', async () => {
    const fatherEmail = uniqueEmail('yusuf');
    await inviteFather(her, fatherEmail);
    const dad = await fatherAccepts(browser, fatherEmail, `Yusuf Yusuf ${run}`, FATHER_PASSWORD);
    await her.page.reload();
    await her.page.getByRole('button', { name: 'Confirm Yusuf' }).click();
    await expect(her.page.getByText('Yusuf can now read your conversations')).toBeVisible();

    await dad.page.reload();
    await dad.page.getByRole('link', { name: `Read ${amina.full_name}'s conversations` }).click();
    await expectAccessibleSettled(dad.page);
    await snap(dad.page, 'guardian-ward-conversations');
    await dad.page.getByRole('link', { name: new RegExp(idris.full_name) }).click();
    await expect(dad.page.getByText('Live: new messages appear here')).toBeVisible();
    const sent = await idrisPage.page.request.post(`/api/connections/${chatId}/messages`, {
      data: {
        content: 'Assalamu alaikum. Would your family like to meet mine?',
        client_id: crypto.randomUUID(),
      },
      headers: ORIGIN,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(dad.page.getByRole('log').getByText('Would your family like to meet mine?')).toBeVisible();
    await expect(dad.page.getByRole('textbox')).toHaveCount(0);
    await expect(dad.page.getByText(/There is no way to write here/)).toBeVisible();
    await expectAccessibleSettled(dad.page);
    await snap(dad.page, 'guardian-ward-chat');
    const write = await dad.page.request.post(`/api/connections/${chatId}/messages`, {
      data: { content: 'Salaam from her father', client_id: crypto.randomUUID() },
      headers: ORIGIN,
    });
    expect(write.status()).toBe(403);

    await idrisPage.page.goto(`/chat/${chatId}?with=${her.userId}`);
    await expect(
      idrisPage.page.getByText(`${amina.full_name}'s guardian (wali), Yusuf, can read this conversation.`),
    ).toBeVisible();
    await expectAccessibleSettled(idrisPage.page);
    await snap(idrisPage.page, 'guardian-partner-banner');
    await her.page.reload();
    const log = her.page.getByRole('list', { name: 'What your guardians read' });
    await expect(log.getByText(`Yusuf read your conversation with ${idris.full_name}`)).toBeVisible();
    await expectAccessibleSettled(her.page);
    await snap(her.page, 'guardian-member-screen');
    await dad.context.close();
  });

  await Promise.all([her, him, idrisPage, staff].map((person) => person.context.close()));
});
