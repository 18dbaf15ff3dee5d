// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { MemberAccountMenu } from './member-account-menu';

afterEach(cleanup);

describe('MemberAccountMenu', () => {
  it('opens from the keyboard and lists the account pages as links, the open one marked', async () => {
    renderWithApp(<MemberAccountMenu />, { me: buildMe(), path: '/verification' });
    const button = await screen.findByRole('button', { name: 'Account and safety' });
    fireEvent.keyDown(button, { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Account', '/account'],
      ['Verification', '/verification'],
      ['Guardians (wali)', '/guardians'],
      ['Blocked members', '/blocked-members'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'Verification' }).getAttribute('aria-current')).toBe('page');
  });
});
