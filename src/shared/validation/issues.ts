import english from './en.json' with { type: 'json' };

/**
 * Validation messages travel as codes, never as sentences: a schema's message is `issue(code, params)`,
 * e.g. 'max_chars?max=100'. The web translates the code through its `validation` catalog (English is
 * ./en.json, other languages sit beside it), and the server answers the English sentence in an error's
 * `fields`, so the API reads as it always did. The codes are the keys of ./en.json.
 */
export type TIssueCode = keyof typeof english;
export type TIssueParams = Record<string, string | number>;

export const ISSUE_TEXTS_EN: Readonly<Record<TIssueCode, string>> = english;

const isIssueCode = (code: string): code is TIssueCode => Object.hasOwn(english, code);

/** The message a schema carries: the code, and its parameters as a query string. */
export function issue(code: TIssueCode, params?: TIssueParams): string {
  if (!params) return code;
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `${code}?${query.toString()}`;
}

/** The code and parameters of a message made by issue(); null for any other text. */
export function parseIssue(message: string): { code: TIssueCode; params: Record<string, string> } | null {
  const [code = '', query = ''] = message.split('?', 2);
  if (!isIssueCode(code)) return null;
  return { code, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** The English sentence of an issue (the server's answers); any other text is returned as it is. */
export function englishIssueText(message: string): string {
  const parsed = parseIssue(message);
  if (!parsed) return message;
  return ISSUE_TEXTS_EN[parsed.code].replace(
    /\{\{(\w+)\}\}/g,
    (all, name: string) => parsed.params[name] ?? all,
  );
}
