/**
 * Spec dashboard welcome line: the full name, or the part of the e-mail before the @ sign. Until the
 * profile is saved, the full name is the one given at sign-up (the account's name).
 */
export function welcomeName(fullNames: readonly (string | null | undefined)[], email: string): string {
  const name = fullNames.map((n) => n?.trim()).find(Boolean);
  if (name) return name;
  return email.split('@')[0] ?? email;
}
