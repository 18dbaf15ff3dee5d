import { describe, expect, it } from 'vitest';
import { hasSessionCookie, sessionCookieKey } from './session-cookie.ts';

describe('session cookies', () => {
  it('keys a request by its session cookies only, secure or not', () => {
    expect(sessionCookieKey('theme=dark; mithaq.session_token=abc.sig; lang=en')).toBe(
      'mithaq.session_token=abc.sig',
    );
    expect(sessionCookieKey('__Host-mithaq.session_token=x; mithaq.session_token=y')).toBe(
      '__Host-mithaq.session_token=x; mithaq.session_token=y',
    );
    expect(hasSessionCookie('theme=dark; __Host-mithaq.session_token=x')).toBe(true);
    expect(sessionCookieKey('a=1; mithaq.session_token=abc')).toBe(
      sessionCookieKey('mithaq.session_token=abc; b=2'),
    );
  });

  it('has no key without a session cookie (look-alikes included)', () => {
    for (const header of [
      undefined,
      '',
      'theme=dark',
      'xmithaq.session_token=abc',
      'mithaq.session_data=x',
      '__Secure-mithaq.session_token=x',
    ]) {
      expect(sessionCookieKey(header)).toBeNull();
      expect(hasSessionCookie(header)).toBe(false);
    }
  });
});
