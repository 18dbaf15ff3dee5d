import { ISSUE_TEXTS_EN, parseIssue } from '../../shared/validation/issues';
import { i18n } from './i18n';

// The English catalog comes with the codes (src/shared/validation/en.json); other languages will load
// theirs beside it, like any namespace.
i18n.addResourceBundle('en', 'validation', ISSUE_TEXTS_EN, true, false);

/**
 * The text under a field: a schema's issue code (src/shared/validation/issues.ts) translated, or a
 * sentence the server sent in an error's `fields`, shown as it came.
 */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const parsed = parseIssue(message);
  if (parsed) return i18n.t(parsed.code, { ns: 'validation', ...parsed.params });
  return /^[a-z_]+(\?.*)?$/.test(message) ? i18n.t('invalid', { ns: 'validation' }) : message;
}
