import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,000 most common passwords of zxcvbn-ts's maintained list (@zxcvbn-ts/language-common, from
 * leaked-password corpora, ranked by frequency). Server only: the web checks length and lets the server
 * say the rest, so a visitor never downloads the list. Built on first use (~30 ms, ~3 MB), not at start.
 */
let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Without case or surrounding spaces: 'Password ' is as common as 'password'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
