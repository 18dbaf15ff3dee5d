// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws the spec text outside its provider', () => {
    // React logs the thrown error; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
