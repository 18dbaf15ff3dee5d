import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, startBanner, type SignInHint } from './startup.ts';

const demo: SignInHint = {
  demo: {
    memberCount: 300,
    sampleEmails: ['amina.yusuf.4@demo.mithaq.local', 'omar.khan.7@demo.mithaq.local'],
  },
  memberPassword: DEMO_MEMBER_PASSWORD,
  admin: DEMO_ADMIN,
};

describe('the block a start ends with', () => {
  it('frames the address, the demo members with their password and the admin, one value per line', () => {
    const banner = startBanner('http://localhost:3000', demo);
    const lines = banner.split('\n').filter((line) => line !== '');
    expect(lines[0]).toMatch(/^ {2}┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^ {2}└─+┘$/);
    // Every line of the frame is as wide as the others, so the right edge is straight.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const inside = lines.slice(1, -1).map((line) => line.slice(4, -2).trimEnd());
    expect(inside).toEqual([
      'Mithaq is running at http://localhost:3000',
      '',
      `Demo members (300), password: ${DEMO_MEMBER_PASSWORD}`,
      '    amina.yusuf.4@demo.mithaq.local',
      '    omar.khan.7@demo.mithaq.local',
      '',
      `Admin: ${DEMO_ADMIN.email}`,
      `    password: ${DEMO_ADMIN.password}`,
    ]);
  });

  it('never prints a password set by ADMIN_PASSWORD', () => {
    const banner = startBanner('http://localhost:3000', {
      ...demo,
      admin: { email: 'owner@example.org', password: null },
    });
    expect(banner).toContain('Admin: owner@example.org');
    expect(banner).toContain('password: the ADMIN_PASSWORD setting');
  });

  it('shows only the address when there is no demo', () => {
    const inside = startBanner('https://mithaq.example', null).split('\n').filter(Boolean).slice(1, -1);
    expect(inside).toEqual(['  │ Mithaq is running at https://mithaq.example │']);
  });
});
