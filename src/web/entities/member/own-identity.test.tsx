// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { displayNameOf } from './member-display';
import { OwnIdentity } from './own-identity';

afterEach(cleanup);

describe('displayNameOf: one name for a member on every screen', () => {
  it.each([
    ['Amina Yusuf', 'Amina', 'amina@example.com', 'Amina Yusuf'],
    ['  ', 'Amina', 'amina@example.com', 'Amina'],
    [null, ' ', 'amina.y@example.com', 'amina.y'],
  ])('profile %j, account %j, e-mail %s -> %s', (profileName, accountName, email, expected) => {
    expect(displayNameOf(profileName, accountName, email)).toBe(expected);
  });
});

describe('OwnIdentity in the top bar', () => {
  it("shows the profile's name and initials, linking to My Profile", async () => {
    const me = buildMe({ profile: buildOwnProfile({ full_name: 'Amina Yusuf' }) });
    renderWithApp(<OwnIdentity showName="always" />, { me });
    const link = await screen.findByRole('link', { name: 'Your profile: Amina Yusuf' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.textContent).toBe('AYAmina Yusuf');
  });

  it("uses the account's name until the profile has one", async () => {
    renderWithApp(<OwnIdentity showName="always" />, { me: buildMe() });
    const link = await screen.findByRole('link', { name: 'Your profile: Amina' });
    expect(link.textContent).toBe('AAmina');
  });
});
