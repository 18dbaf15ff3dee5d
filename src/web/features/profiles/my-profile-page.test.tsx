// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { CompletionPrompt } from './my-profile/completion-prompt';
import { MyProfilePage } from './my-profile-page';

beforeAll(async () => {
  await loadNamespace('profiles', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIVE_X = 'A complete profile receives 5x more views and matches';
const THREE_X = 'A complete profile receives 3x more views and matches';

/** `filled` of the 10 completion fields hold a value (with the form's names beside them, as the API answers). */
function profileWith(filled: number) {
  const values: Record<string, Record<string, string>> = {
    full_name: { full_name: 'Amina Yusuf' },
    date_of_birth: { date_of_birth: '1995-04-12' },
    gender: { gender: 'female' },
    location: { location: 'Canada', current_country: 'Canada' },
    occupation: { occupation: 'Pharmacist' },
    education: { education: "Master's Degree", educational_qualification: "Master's Degree" },
    bio: { bio: 'I love books.', self_description: 'I love books.' },
    profile_photo_url: { profile_photo_url: '/media/amina.webp' },
    partner_age_range: { partner_age_range: '28-36' },
    partner_education: { partner_education: "Bachelor's Degree" },
  };
  const kept = Object.values(values).slice(0, filled);
  return { ...Object.assign({}, ...kept), languages_spoken: [], current_state: null };
}

function renderPage(profile: unknown) {
  stubApi({ 'GET /api/me/profile': () => json({ profile }) });
  renderWithApp(<MyProfilePage />, { me: buildMe(), path: '/profile' });
}

describe('CompletionPrompt thresholds', () => {
  it.each([
    [0, FIVE_X],
    [49, FIVE_X],
    [50, THREE_X],
    [99, THREE_X],
  ])('at %i%% says %s', (completion, text) => {
    render(<CompletionPrompt completion={completion} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Now' }).getAttribute('href')).toBe('/complete-profile');
  });

  it('is hidden at 100%', () => {
    const { container } = render(<CompletionPrompt completion={100} />, { wrapper: MemoryRouter });
    expect(container.textContent).toBe('');
  });
});

describe('MyProfilePage', () => {
  it("shows 'Not specified' in the three cards, the account's name and 5x for an empty profile", async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Amina' })).toBeTruthy();
    expect(screen.getAllByText('Not specified')).toHaveLength(3);
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText(FIVE_X)).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy(); // the initial of the account's name
  });

  it('uses 3x from 50% (5 of 10 fields) and a secondary badge below 80%', async () => {
    renderPage(profileWith(5));
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(screen.getByText(THREE_X)).toBeTruthy();
    expect(screen.getByText('50%').className).toContain('bg-secondary');
  });

  it('uses 5x under 50% (4 of 10 = 40%)', async () => {
    renderPage(profileWith(4));
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByText(FIVE_X)).toBeTruthy();
  });

  it('hides the prompt at 100% and shows the details', async () => {
    renderPage({ ...profileWith(10), current_state: 'Ontario', languages_spoken: ['Arabic', 'English'] });
    expect(await screen.findByText('100%')).toBeTruthy();
    expect(screen.getByText('100%').className).toContain('bg-primary');
    expect(screen.queryByText('Complete Your Profile')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Amina Yusuf' })).toBeTruthy();
    expect(screen.getByText('Ontario, Canada')).toBeTruthy();
    expect(screen.getByText('Arabic, English')).toBeTruthy();
    expect(screen.getByText("Master's Degree")).toBeTruthy();
    expect(screen.getByRole('img', { name: /Amina Yusuf/ }).getAttribute('src')).toBe('/media/amina.webp');
  });

  it('shows a loading state while the profile loads', async () => {
    stubApi({ 'GET /api/me/profile': pending });
    renderWithApp(<MyProfilePage />, { me: buildMe(), path: '/profile' });
    expect(await screen.findByText('Loading your profile...')).toBeTruthy();
  });
});
