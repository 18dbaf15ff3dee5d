// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOwnProfile } from '../../../shared/profiles/profile-contract';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { RequireProfileBasics } from './require-profile-basics';

const guarded = (
  <RequireProfileBasics>
    <h1>Browse Profiles</h1>
  </RequireProfileBasics>
);

function CompleteProfile() {
  const location = useLocation();
  return (
    <>
      <h1>Complete profile</h1>
      <p>from {(location.state as { redirect?: string } | null)?.redirect}</p>
      <Link to="/browse">Browse</Link>
    </>
  );
}
const completeRoute = [{ path: '/complete-profile', element: <CompleteProfile /> }];
const BASICS: Partial<TOwnProfile> = {
  full_name: 'Amina Yusuf',
  gender: 'female',
  date_of_birth: '1995-04-01',
};

// The guard remembers whom it sent during a visit (module state): each test has its own member.
let members = 0;
const meWith = (profile: TOwnProfile | null) => {
  members += 1;
  const me = buildMe({ profile });
  return { ...me, user: { ...me.user, id: `basics-${members}` } };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireProfileBasics', () => {
  it('lets a member with name, gender and date of birth through', async () => {
    renderWithApp(guarded, { me: meWith(buildOwnProfile(BASICS)), path: '/browse' });
    expect(await screen.findByRole('heading', { name: 'Browse Profiles' })).toBeTruthy();
  });

  it('sends a member without a profile to /complete-profile, remembering where they were headed', async () => {
    renderWithApp(guarded, {
      me: meWith(null),
      path: '/matches?age=26-30',
      routePath: '/matches',
      routes: completeRoute,
    });
    expect(await screen.findByRole('heading', { name: 'Complete profile' })).toBeTruthy();
    expect(screen.getByText('from /matches?age=26-30')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Browse Profiles' })).toBeNull();
  });

  it.each([
    ['gender', { gender: null }],
    ['date of birth', { date_of_birth: null }],
    ['name', { full_name: '  ' }],
  ] as const)('sends a member without a %s to /complete-profile', async (_, missing) => {
    renderWithApp(guarded, {
      me: meWith(buildOwnProfile({ ...BASICS, ...missing })),
      path: '/messages',
      routes: completeRoute,
    });
    expect(await screen.findByRole('heading', { name: 'Complete profile' })).toBeTruthy();
  });

  it('sends them once a visit: coming back without the basics opens the screen (which says why it is empty)', async () => {
    renderWithApp(guarded, {
      me: meWith(buildOwnProfile({ ...BASICS, date_of_birth: null })),
      path: '/browse',
      routes: completeRoute,
    });
    expect(await screen.findByRole('heading', { name: 'Complete profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse' }));
    expect(await screen.findByRole('heading', { name: 'Browse Profiles' })).toBeTruthy();
  });

  it('waits for the session before deciding', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWithApp(guarded, { path: '/browse', routes: completeRoute });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
