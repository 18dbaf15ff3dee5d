// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConnection } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ConnectionButton } from './connection-button';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderConnect(post: () => Response, context: 'profile' | 'card' = 'profile', guardian?: string) {
  const spy = stubApi({
    'GET /api/connections/with': () => json({ connections: [] }),
    'POST /api/connections': post,
  });
  renderWithApp(
    <ConnectionButton userId="u2" name="Amina" context={context} partnerGuardian={guardian ?? null} />,
    { me: buildMe() },
  );
  return spy;
}

const sentBody = (spy: ReturnType<typeof stubApi>) =>
  JSON.parse(String(spy.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body)) as unknown;
const pendingRequest = () =>
  json({ connection: buildConnection({ status: 'pending', direction: 'outgoing' }) }, 201);

describe('Connect with "My wali is involved" (issue 23 item 5)', () => {
  it('tells before sending that the member has a guardian who reads her conversations', async () => {
    renderConnect(pendingRequest, 'profile', 'Yusuf');
    expect(
      await screen.findByText(
        "Amina has a guardian (wali), Yusuf, who can read Amina's conversations on Mithaq.",
      ),
    ).toBeTruthy();
  });

  it("sends the wali's first name with the request when ticked, nothing extra when not", async () => {
    let spy = renderConnect(pendingRequest);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'My wali is involved' }));
    fireEvent.change(screen.getByLabelText("Your wali's first name"), { target: { value: ' Idris ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Request Sent' });
    expect(sentBody(spy)).toEqual({ recipient_id: 'u2', wali_involved: true, wali_name: 'Idris' });
    cleanup();
    spy = renderConnect(pendingRequest);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Request Sent' });
    expect(sentBody(spy)).toEqual({ recipient_id: 'u2' });
  });

  it("puts the server's refusal of the name under the field", async () => {
    renderConnect(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: {
              wali_name:
                'Names cannot contain control characters, text-direction marks or invisible characters.',
            },
          },
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'My wali is involved' }));
    fireEvent.change(screen.getByLabelText("Your wali's first name"), { target: { value: 'Id\u202Eris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByText(/Names cannot contain control characters/)).toBeTruthy());
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('keeps a card’s Connect one click, without the option', async () => {
    renderConnect(pendingRequest, 'card');
    await screen.findByRole('button', { name: 'Connect' });
    expect(screen.queryByRole('checkbox', { name: 'My wali is involved' })).toBeNull();
  });
});
