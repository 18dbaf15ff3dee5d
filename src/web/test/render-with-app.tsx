import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import '../app/i18n/register-common';
import { ME_QUERY_KEY } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import type { TMe, TOwnProfile } from '../../shared/profiles/profile-contract';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

type Options = {
  /** `undefined`: the session is still loading; `null`: signed out; else the /api/me answer. */
  me?: TMe | null | undefined;
  path?: string;
  /** The route pattern of `ui` when it differs from the URL (e.g. '/profile/:id' at '/profile/u2'). */
  routePath?: string;
  /** Extra routes beside the one under test (e.g. the /auth target of a redirect). */
  routes?: RouteObject[];
};

/** Renders `ui` at `path` inside the same providers as the app, with the session seeded in the cache. */
export function renderWithApp(
  ui: ReactNode,
  { me, path = '/', routePath = path, routes = [] }: Options = {},
): RenderResult {
  const queryClient = createQueryClient();
  if (me !== undefined) queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: routePath, element: ui }, ...routes],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export function buildMe(overrides: Partial<TMe> = {}): TMe {
  return {
    user: {
      id: 'u1',
      email: 'amina@example.com',
      name: 'Amina',
      email_verified: true,
      created_at: '2024-01-01T00:00:00Z',
    },
    role: 'user',
    profile: null,
    completion: 0,
    account: { paused: false, paused_at: null, deletion_scheduled_at: null },
    account_kind: 'member',
    ...overrides,
  };
}

/** A saved profile with nothing filled in but what `overrides` gives (the shape GET /api/me answers). */
export function buildOwnProfile(overrides: Partial<TOwnProfile> = {}): TOwnProfile {
  return {
    id: 'p1',
    user_id: 'u1',
    email: 'amina@example.com',
    phone: null,
    date_of_birth: null,
    full_name: null,
    age: null,
    gender: null,
    marital_status: 'single',
    birth_country: null,
    birth_state: null,
    current_country: null,
    current_state: null,
    height_cm: null,
    weight_kg: null,
    blood_group: null,
    physical_features: null,
    educational_qualification: null,
    occupation: null,
    career_aspirations: null,
    family_background: null,
    parents_siblings_info: null,
    family_type: null,
    self_description: null,
    personality_traits: null,
    hobbies_interests: null,
    personal_values: null,
    life_aspirations: null,
    religion_community: null,
    religious_beliefs: null,
    religious_practices: null,
    islamic_dressing: null,
    islamic_values: null,
    languages_spoken: [],
    partner_age_range: null,
    partner_education: null,
    partner_lifestyle: null,
    ideal_partner_qualities: null,
    partner_religious_preferences: null,
    partner_career_preferences: null,
    profile_photo_url: null,
    profile_photo_thumb_url: null,
    photo_hidden: false,
    verified: false,
    photo_review: null,
    location: null,
    education: null,
    bio: null,
    religion: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}
