// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/register-common';
import { ME_QUERY_KEY } from '../../lib/api-client';
import { AuthProvider } from '../../lib/auth';
import { conversationKey } from '../../entities/connection/connection-keys';
import type { Conversation } from '../../entities/conversation/message-cache';
import { buildMessage } from '../../test/connection-builders';
import { createQueryClient } from '../../lib/query-client';
import { buildMe } from '../../test/render-with-app';
import { FakeSocket } from '../../test/fake-socket';
import { RealtimeClient } from '../../lib/realtime/realtime-client';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const sockets: FakeSocket[] = [];
  const createClient = () =>
    new RealtimeClient({
      url: 'ws://localhost/api/realtime',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
  // As the root layout wires it: the connection entity's cache updates, loaded on demand.
  const loadEventHandlers = () => import('../../entities/connection/realtime-sync');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, buildMe());
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AuthProvider>
          <RealtimeProvider createClient={createClient} loadEventHandlers={loadEventHandlers}>
            <p>app</p>
          </RealtimeProvider>
        </AuthProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sockets, queryClient };
}

describe('RealtimeProvider', () => {
  it('opens one socket for the signed-in member, feeds the cache, and closes it at sign-out', async () => {
    const { sockets, queryClient } = setup();
    // The client and its cache updates load on demand (a visitor never downloads them).
    await waitFor(() => expect(sockets).toHaveLength(1));
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [],
      hasOlder: false,
      syncedThrough: null,
    });
    const message = buildMessage({ id: 'm1' });
    act(() => {
      sockets[0]!.ready();
      sockets[0]!.receive({ type: 'message.created', connection_id: 'c1', message });
    });
    expect(queryClient.getQueryData<Conversation>(conversationKey('c1'))?.messages).toEqual([message]);

    await act(async () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sockets[0]!.closed?.code).toBe(1000);
    expect(sockets).toHaveLength(1);
  });
});
