// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { BlockDialog } from './block-dialog';
import { SafetyMenu } from './safety-menu';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blocks = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([url, init]) => String(url) === '/api/blocks/u2' && init?.method === 'PUT');

function renderBlock() {
  const onOpenChange = vi.fn();
  const onBlocked = vi.fn();
  renderWithApp(
    <BlockDialog userId="u2" name="Yusuf" open onOpenChange={onOpenChange} onBlocked={onBlocked} />,
    { me: buildMe() },
  );
  return { onOpenChange, onBlocked };
}

describe('BlockDialog', () => {
  it('says what a block does, and Cancel blocks nobody', () => {
    const spy = stubApi({ 'PUT /api/blocks/u2': () => json({ user_id: 'u2', blocked: true }) });
    const { onOpenChange } = renderBlock();
    const dialog = screen.getByRole('alertdialog', { name: 'Block Yusuf?' });
    expect(
      within(dialog).getByText(
        'You will no longer see each other anywhere on Mithaq: not in search, matches, messages or visitors. They are not told. You can unblock them from Blocked members.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(blocks(spy)).toHaveLength(0);
  });

  it('blocks on Block, says so, and lets the page move on', async () => {
    const spy = stubApi({ 'PUT /api/blocks/u2': () => json({ user_id: 'u2', blocked: true }) });
    const { onOpenChange, onBlocked } = renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    expect(blocks(spy)).toHaveLength(1);
    expect(toastMock.success).toHaveBeenCalledWith('Yusuf has been blocked');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open with the server's reason when the block is refused", async () => {
    stubApi({
      'PUT /api/blocks/u2': () => json({ error: { code: 'NOT_FOUND', message: 'Member not found' } }, 404),
    });
    const { onOpenChange, onBlocked } = renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));

    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Failed to block Yusuf: Member not found'),
    );
    expect(onBlocked).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('SafetyMenu', () => {
  it('offers Report and Block behind one button, and nothing on oneself', async () => {
    stubApi({});
    renderWithApp(
      <>
        <SafetyMenu userId="u2" name="Yusuf" />
        <SafetyMenu userId="u1" name="Amina" />
      </>,
      { me: buildMe() },
    );
    expect(screen.queryByRole('button', { name: 'Safety options for Amina' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Safety options for Yusuf' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report', 'Block']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }));
    expect(await screen.findByRole('alertdialog', { name: 'Block Yusuf?' })).toBeTruthy();
  });
});
