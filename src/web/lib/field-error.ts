import { AUTH_ISSUE, type TAuthIssue } from '../../shared/auth-schemas';
import { i18n } from './i18n';

const KNOWN = new Set<string>(Object.values(AUTH_ISSUE));

function isIssue(code: string): code is TAuthIssue {
  return KNOWN.has(code);
}

/** Translates a schema issue code (see src/shared/auth-schemas.ts) into a sentence for the field. */
export function fieldErrorText(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return isIssue(code) ? i18n.t(`validation.${code}`) : i18n.t('validation.invalid');
}
