import { describe, expect, it } from 'vitest';
import { ZPassword, ZSignUp } from './auth-contract.ts';
import { isBlankPassword, isOwnEmail } from './password-rules.ts';

describe('password rules both sides check', () => {
  it('a password of only whitespace is blank; one with a letter is not', () => {
    expect(isBlankPassword('      ')).toBe(true);
    expect(isBlankPassword(' \t \n  ')).toBe(true);
    expect(isBlankPassword('  a   ')).toBe(false);
  });

  it('the own e-mail, in any case or with spaces around, or its part before the @', () => {
    expect(isOwnEmail('amina@example.com', 'amina@example.com')).toBe(true);
    expect(isOwnEmail(' AMINA@Example.com ', 'amina@example.com')).toBe(true);
    expect(isOwnEmail('Amina', 'amina@example.com')).toBe(true);
    expect(isOwnEmail('amina-1', 'amina@example.com')).toBe(false);
    expect(isOwnEmail('example.com', 'amina@example.com')).toBe(false);
    expect(isOwnEmail('anything', '')).toBe(false);
  });

  it('ZPassword refuses six spaces with the too-common code and keeps the length message', () => {
    expect(ZPassword.safeParse('      ').error?.issues[0]?.message).toBe('password_too_common');
    expect(ZPassword.safeParse('12345').error?.issues[0]?.message).toBe('password_too_short');
    expect(ZPassword.safeParse('  pass phrase  ').success).toBe(true);
  });

  it('ZSignUp refuses the own e-mail as the password, on the password field', () => {
    const result = ZSignUp.safeParse({
      name: 'Amina',
      email: 'amina@example.com',
      password: 'amina@example.com',
      confirmPassword: 'amina@example.com',
      accept_terms: true,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'password_is_email' }),
    ]);
  });
});
