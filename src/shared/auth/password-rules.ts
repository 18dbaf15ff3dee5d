/**
 * The password rules both sides can check without a word list: a password of only spaces, or one that is
 * the member's own e-mail address (or its part before the @), is the first thing an attacker tries.
 * The list of common passwords is checked by the server only (server/auth/common-passwords.ts), so its
 * 49,000 words never reach a visitor's download.
 */

export const isBlankPassword = (password: string): boolean => password.trim() === '';

/** Compared without case and surrounding spaces: 'Amina@Example.com ' is still the address. */
export function isOwnEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!candidate || !address) return false;
  const localPart = address.split('@')[0] ?? '';
  return candidate === address || candidate === localPart;
}
