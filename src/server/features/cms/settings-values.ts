import { ZEmailAddress } from '../../../shared/site/site-contract.ts';
import { SETTING_VALUE_MAX, type TSettingType } from '../../../shared/cms/settings-contract.ts';
import { englishIssueText } from '../../../shared/validation/issues.ts';

const TEXT_MAX = 200;
/** Settings whose number has a range of its own (what the public site can use). */
const NUMBER_RANGES: Record<string, { min: number; max: number }> = { posts_per_page: { min: 1, max: 50 } };

const hasControlChar = (value: string, allowNewlines: boolean) =>
  [...value].some((ch) => {
    const code = ch.charCodeAt(0);
    if (allowNewlines && (ch === '\n' || ch === '\r' || ch === '\t')) return false;
    return code < 0x20 || code === 0x7f;
  });

/**
 * The value a setting of `type` may hold, as stored (trimmed), or the message saying why not.
 * boolean: exactly 'true' | 'false'; number: an integer (posts_per_page 1-50); email: an address;
 * url: empty or an http(s) address; text: one line of at most 200; textarea: at most SETTING_VALUE_MAX.
 */
export function checkSettingValue(
  key: string,
  type: TSettingType,
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message });
  if (raw.includes('\u0000')) return refuse('The value contains a character that is not allowed');
  const value = raw.trim();
  switch (type) {
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { ok: true, value }
        : refuse("The value must be 'true' or 'false'");
    case 'number': {
      if (!/^-?\d{1,9}$/.test(value)) return refuse('The value must be a whole number');
      const n = Number(value);
      const range = NUMBER_RANGES[key];
      if (range && (n < range.min || n > range.max))
        return refuse(`The value must be between ${range.min} and ${range.max}`);
      return { ok: true, value: String(n) };
    }
    case 'email': {
      const parsed = ZEmailAddress.safeParse(value);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : refuse(englishIssueText(parsed.error.issues[0]?.message ?? 'email_invalid'));
    }
    case 'url':
      if (value === '') return { ok: true, value };
      if (value.length > SETTING_VALUE_MAX)
        return refuse(`The value: at most ${SETTING_VALUE_MAX} characters`);
      return /^https?:\/\//i.test(value) && URL.canParse(value) && !hasControlChar(value, false)
        ? { ok: true, value }
        : refuse('The value must be an address starting with http:// or https://, or empty');
    case 'text':
      if (hasControlChar(value, false)) return refuse('The value must be one line');
      return value.length <= TEXT_MAX
        ? { ok: true, value }
        : refuse(`The value: at most ${TEXT_MAX} characters`);
    case 'textarea':
      if (hasControlChar(value, true)) return refuse('The value contains a character that is not allowed');
      return value.length <= SETTING_VALUE_MAX
        ? { ok: true, value }
        : refuse(`The value: at most ${SETTING_VALUE_MAX} characters`);
  }
}
