/**
 * The public site's pages: their paths, titles and meta descriptions. One list serves three readers:
 * the server writes the title and description into the HTML it sends for each path (crawlers and
 * link previews see them without JavaScript), the web app keeps document.title and the description
 * true while a visitor navigates, and /sitemap.xml lists these paths. No zod: the web imports this
 * in its first download.
 */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /** Sitemap hint: how often the page changes. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** Sitemap hint, 0.0 - 1.0. */
  priority: number;
};

export const SITE_NAME = 'Mithaq';

export const DEFAULT_DESCRIPTION =
  'Mithaq: a trusted place for Muslim singles and their families to find a spouse, the halal way.';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Mithaq · Muslim marriage with family involvement, the halal way',
    description:
      'Mithaq helps Muslim singles find a spouse with their families involved: detailed profiles, compatibility matches and respectful, halal conversations.',
    changefreq: 'weekly',
    priority: 1,
  },
  {
    path: '/about',
    title: 'About Us · Mithaq',
    description:
      'Our mission, vision and journey since 2009, and the Islamic values that guide how Mithaq helps Muslims find a spouse.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/how-it-works',
    title: 'How It Works · Mithaq',
    description:
      'Four steps to a halal match: create your profile, browse and search, connect respectfully, and find your match with your family involved.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/success-stories',
    title: 'Success Stories · Mithaq',
    description:
      'Couples who met on Mithaq share how they found each other and married with their families’ blessing.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions · Mithaq',
    description:
      'Answers about getting started, Islamic guidelines, matching and search, safety, membership and billing on Mithaq.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  {
    path: '/contact',
    title: 'Contact Us · Mithaq',
    description:
      'Questions, feedback or a safety concern? Write to the Mithaq team: we reply within 24 hours.',
    changefreq: 'yearly',
    priority: 0.6,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy · Mithaq',
    description: 'How Mithaq collects, uses, protects and deletes your personal information.',
    changefreq: 'yearly',
    priority: 0.3,
  },
  {
    path: '/terms',
    title: 'Terms of Service · Mithaq',
    description: 'The terms for using Mithaq: eligibility, conduct, memberships, refunds and governing law.',
    changefreq: 'yearly',
    priority: 0.3,
  },
];

/** The page entry for a path (trailing slash ignored), or undefined for member and unknown paths. */
export function publicPageFor(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}
