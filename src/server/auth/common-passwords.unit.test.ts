import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'Password', 'qwerty123', ' letmein1 ', 'secret1'])('%j is common', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['journey-pass-1', 'amber-lantern-1', 'mithaq-demo', 'correct horse battery staple'])(
    '%j is not',
    (p) => {
      expect(isCommonPassword(p)).toBe(false);
    },
  );
});
