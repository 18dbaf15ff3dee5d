import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteSettings } from '../../../shared/cms/settings-contract';
import { api } from '../../lib/api-client';

export const SITE_SETTINGS_KEY = ['site', 'settings'] as const;

/** GET /api/site/settings: the site's name, tagline, contact address and social links (public). */
export const getSiteSettings = () => api.get<TSiteSettings>('/api/site/settings');

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: getSiteSettings,
    // An editor's change reaches a new page load at once (the server renders it); a reader's tab may lag.
    staleTime: 5 * 60_000,
  });

/** The settings, or undefined while they load or when they could not be read (callers show defaults). */
export const useSiteSettings = (): TSiteSettings | undefined => useQuery(siteSettingsQueryOptions()).data;
