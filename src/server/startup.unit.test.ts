import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, startBanner, wantsDemo, type SignInHint } from './startup.ts';

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
    expect(banner).toContain('password: not printed (ADMIN_PASSWORD, or shown once when it was made)');
  });

  it('shows only the address when there is no demo', () => {
    const inside = startBanner('https://mithaq.example', null).split('\n').filter(Boolean).slice(1, -1);
    expect(inside).toEqual(['  │ Mithaq is running at https://mithaq.example │']);
  });
});

describe('where the demo and its known passwords go', () => {
  const embedded = (publicUrl: string, seed?: 'demo' | 'site' | 'none') => ({
    seed,
    databaseUrl: undefined,
    publicUrl,
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'seeds an empty embedded database at the local address %s',
    (url) => expect(wantsDemo(embedded(url))).toBe(true),
  );

  it.each(['https://mithaq.example', 'http://192.168.1.20:3000', 'https://localhost.mithaq.example'])(
    'never seeds by default at the public address %s',
    (url) => expect(wantsDemo(embedded(url))).toBe(false),
  );

  it('seeds when asked (SEED=demo), never with SEED=site or none, and not a server unasked', () => {
    expect(wantsDemo(embedded('https://mithaq.example', 'demo'))).toBe(true);
    expect(wantsDemo(embedded('http://localhost:3000', 'site'))).toBe(false);
    expect(wantsDemo(embedded('http://localhost:3000', 'none'))).toBe(false);
    expect(
      wantsDemo({ seed: undefined, databaseUrl: 'postgres://db/mithaq', publicUrl: 'http://localhost:3000' }),
    ).toBe(false);
  });
});

describe('an admin made without ADMIN_PASSWORD', () => {
  it('has its generated password in the start block', () => {
    const banner = startBanner('https://mithaq.example', null, {
      email: 'owner@mithaq.example',
      password: 'generated-password-123',
    });
    expect(banner).toContain('Admin account created: owner@mithaq.example');
    expect(banner).toContain('password: generated-password-123');
    expect(banner).not.toContain('Demo members');
  });
});
