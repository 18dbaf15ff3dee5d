import 'i18next';
import type common from './en.json';
import type auth from '../../features/auth/i18n/en.json';
import type home from '../../features/home/i18n/en.json';
import type errors from '../../features/errors/i18n/en.json';
import type admin from '../../features/admin/i18n/en.json';
import type profiles from '../../features/profiles/i18n/en.json';
import type discovery from '../../features/discovery/i18n/en.json';
import type connections from '../../features/connections/i18n/en.json';
import type membership from '../../features/membership/i18n/en.json';
import type analytics from '../../features/analytics/i18n/en.json';
import type safety from '../../features/safety/i18n/en.json';
import type moderation from '../../features/safety/i18n/moderation-en.json';
import type account from '../../features/account/i18n/en.json';
import type guardians from '../../features/guardians/i18n/en.json';
import type verification from '../../features/verification/i18n/en.json';
import type verificationReview from '../../features/verification/i18n/review-en.json';
import type site_landing from '../../features/site/i18n/landing/en.json';
import type site_about from '../../features/site/i18n/about/en.json';
import type site_howItWorks from '../../features/site/i18n/howItWorks/en.json';
import type site_stories from '../../features/site/i18n/stories/en.json';
import type site_contact from '../../features/site/i18n/contact/en.json';
import type site_legal from '../../features/site/i18n/legal/en.json';
import type site_faq from '../../features/site/i18n/faq/en.json';
import type site_newsletter from '../../features/site/i18n/newsletter/en.json';
import type site_footer from '../../features/site/i18n/footer/en.json';
import type cmsLibrary from '../../features/cms/i18n/library-en.json';
import type cms from '../../features/cms/i18n/en.json';
import type blog from '../../features/cms/blog/i18n/en.json';
import type validation from '../../../shared/validation/en.json';

// Typed keys: a missing or misspelt key is a compile error. Add each new feature catalog here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      errors: typeof errors;
      admin: typeof admin;
      profiles: typeof profiles;
      discovery: typeof discovery;
      connections: typeof connections;
      membership: typeof membership;
      analytics: typeof analytics;
      safety: typeof safety;
      moderation: typeof moderation;
      account: typeof account;
      guardians: typeof guardians;
      verification: typeof verification;
      'verification-review': typeof verificationReview;
      landing: typeof site_landing;
      about: typeof site_about;
      howItWorks: typeof site_howItWorks;
      stories: typeof site_stories;
      contact: typeof site_contact;
      legal: typeof site_legal;
      faq: typeof site_faq;
      newsletter: typeof site_newsletter;
      footer: typeof site_footer;
      'cms-library': typeof cmsLibrary;
      cms: typeof cms;
      blog: typeof blog;
      validation: typeof validation;
    };
  }
}
