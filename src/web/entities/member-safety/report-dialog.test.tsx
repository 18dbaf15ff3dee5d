// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReportInput } from '../../../shared/safety/safety-contract';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const receipt = { report_id: 'r1', received: true, merged: false };

function renderReport(props: Partial<ReportDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onBlocked = vi.fn();
  renderWithApp(
    <ReportDialog
      userId="u2"
      name="Yusuf"
      open
      onOpenChange={onOpenChange}
      onBlocked={onBlocked}
      {...props}
    />,
    { me: buildMe() },
  );
  return { onOpenChange, onBlocked };
}

const calls = (spy: ReturnType<typeof stubApi>, method: string, path: string) =>
  spy.mock.calls.filter(([url, init]) => String(url) === path && init?.method === method);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as TReportInput;
const details = () => screen.getByRole('textbox', { name: 'What happened?' });
// The form downloads when the dialog first opens (it carries zod): a cold import can take a while.
const reason = (name: string) => screen.findByRole('radio', { name }, { timeout: 5000 });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportDialog', () => {
  it('lists the reasons and needs a word of what happened for Other', async () => {
    const spy = stubApi({ 'POST /api/reports': () => json(receipt, 201) });
    renderReport();
    expect(screen.getByRole('dialog', { name: 'Report Yusuf' })).toBeTruthy();
    await reason('Other');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fake profile',
      'Scam or asking for money',
      'Harassment or inappropriate messages',
      'Inappropriate photos',
      'Under 18',
      'Already married',
      'Other',
    ]);

    send();
    expect(await screen.findByText('Choose a reason for the report')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    send();
    expect(await screen.findByText('Tell us briefly what happened')).toBeTruthy();
    expect(details().getAttribute('aria-invalid')).toBe('true');
    expect(calls(spy, 'POST', '/api/reports')).toHaveLength(0);
  });

  it('sends the report, thanks the member and closes', async () => {
    const spy = stubApi({ 'POST /api/reports': () => json(receipt, 201) });
    const { onOpenChange, onBlocked } = renderReport();
    fireEvent.click(await reason('Harassment or inappropriate messages'));
    fireEvent.change(details(), { target: { value: '  He keeps writing at night.  ' } });
    expect(screen.getByText('30 of 1000 characters')).toBeTruthy();
    send();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = calls(spy, 'POST', '/api/reports');
    expect(bodyOf(sent?.[1])).toEqual({
      user_id: 'u2',
      reason: 'harassment',
      details: 'He keeps writing at night.',
    });
    expect(toastMock.success).toHaveBeenCalledWith('Thank you. Our moderators will review your report.');
    expect(calls(spy, 'PUT', '/api/blocks/u2')).toHaveLength(0);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it("shows the server's field error under its input and stays open", async () => {
    stubApi({
      'POST /api/reports': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid input',
              fields: { details: 'Details contain a character that is not allowed' },
            },
          },
          400,
        ),
    });
    const { onOpenChange } = renderReport();
    fireEvent.click(await reason('Fake profile'));
    send();

    expect(await screen.findByText('Details contain a character that is not allowed')).toBeTruthy();
    expect(details().getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('says why when the server refuses without naming a field', async () => {
    stubApi({
      'POST /api/reports': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Too many reports. Try again later.' } }, 429),
    });
    renderReport();
    fireEvent.click(await reason('Fake profile'));
    send();
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Failed to send the report: Too many reports. Try again later.',
      ),
    );
  });

  it("opens with the caller's reason chosen, and blocks too when asked", async () => {
    const spy = stubApi({
      'POST /api/reports': () => json(receipt, 201),
      'PUT /api/blocks/u2': () => json({ user_id: 'u2', blocked: true }),
    });
    const { onOpenChange, onBlocked } = renderReport({ defaultReason: 'scam' });
    const scam = (await reason('Scam or asking for money')) as HTMLInputElement;
    expect(scam.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also block Yusuf' }));
    send();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(calls(spy, 'POST', '/api/reports')[0]?.[1])).toEqual({
      user_id: 'u2',
      reason: 'scam',
      details: null,
    });
    expect(calls(spy, 'PUT', '/api/blocks/u2')).toHaveLength(1);
    expect(toastMock.success).toHaveBeenCalledWith('Yusuf has been blocked');
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
