import 'i18next';
import type common from './en.json';
import type auth from '../../features/auth/i18n/en.json';
import type home from '../../features/home/i18n/en.json';
import type errors from '../../features/errors/i18n/en.json';
import type admin from '../../features/admin/i18n/en.json';
import type profiles from '../../features/profiles/i18n/en.json';
import type discovery from '../../features/discovery/i18n/en.json';
import type connections from '../../features/connections/i18n/en.json';

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
    };
  }
}
