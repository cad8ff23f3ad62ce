import { act, fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation.ts';
import { getSession, session } from '../../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { SessionTimers } from './session-timers.tsx';

// Spec section 9: "Inactivity sign-out after 20 minutes without mouse movement; token refresh 10 minutes after a
// token is held."
const MINUTE = 60_000;

let issued = 0;
function server(req: SentRequest) {
  if (req.path === '/api/config') return { json: { faqUrl: '', oidc: null, captcha: { enabled: false } } };
  if (req.path === '/api/auth/connect/token') {
    issued += 1;
    return {
      json: { access_token: `a-${issued + 1}`, refresh_token: `r-${issued + 1}`, token_type: 'Bearer' },
    };
  }
  return { status: 204 };
}

const tokenCalls = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/auth/connect/token');
const formField = (req: SentRequest, name: string) => (req.body as FormData).get(name);

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('session timers', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    issued = 0;
    navigate.mockReset();
    setNavigator(navigate);
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    session.tokensReceived('a-1', 'r-1');
  });

  it('refreshes the token 10 minutes after receiving it, then 10 minutes after the new one', async () => {
    const { sent } = fakeFetch(server);
    render(<SessionTimers />);
    // Keep the user active so that only the refresh rule is at work.
    const moveEvery = setInterval(() => fireEvent.mouseMove(window), MINUTE);

    await advance(10 * MINUTE - 1);
    expect(tokenCalls(sent)).toHaveLength(0);
    await advance(1);
    expect(tokenCalls(sent)).toHaveLength(1);
    expect(formField(tokenCalls(sent)[0], 'grant_type')).toBe('refresh_token');
    expect(formField(tokenCalls(sent)[0], 'refresh_token')).toBe('r-1');
    expect(getSession()).toMatchObject({ access_token: 'a-2', refresh_token: 'r-2' });

    await advance(10 * MINUTE - 1);
    expect(tokenCalls(sent)).toHaveLength(1);
    await advance(1);
    expect(tokenCalls(sent)).toHaveLength(2);
    expect(formField(tokenCalls(sent)[1], 'refresh_token')).toBe('r-2');
    clearInterval(moveEvery);
  });

  it('signs out after 20 minutes without mouse movement', async () => {
    fakeFetch(server);
    render(<SessionTimers />);
    await advance(20 * MINUTE - 1);
    expect(getSession().user).not.toBeNull();
    await advance(1);
    expect(getSession()).toMatchObject({ user: null, access_token: null, refresh_token: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a mouse movement starts the 20 minutes again', async () => {
    fakeFetch(server);
    render(<SessionTimers />);
    await advance(15 * MINUTE);
    fireEvent.mouseMove(window);
    await advance(20 * MINUTE - 1);
    expect(getSession().user).not.toBeNull();
    await advance(1);
    expect(getSession().user).toBeNull();
  });
});
