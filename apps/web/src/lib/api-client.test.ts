import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { storeUser } from '../test/fixtures.ts';
import { ApiError, api } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { getSession, session } from './session-store.ts';

describe('a 401 from any call signs out and clears session storage (spec section 4)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockReset();
    setNavigator(navigate);
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    sessionStorage.setItem('otra-clave', 'x');
  });
  afterEach(() => session.logout());

  it('on 401: no user, no tokens, sessionStorage empty, login page, cached data dropped', async () => {
    const { sent } = fakeFetch(() => ({ status: 401, json: { Message: 'Token vencido' } }));
    queryClient.setQueryData(['stores', 'u-1', ''], { data: [], totalData: 0 });

    const call = api('/seller/api/v1/get-all');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401 });

    expect(sent[0].headers.Authorization).toBe('Bearer a-1');
    expect(getSession()).toMatchObject({ user: null, access_token: null, refresh_token: null });
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    await vi.advanceTimersByTimeAsync(0);
    expect(queryClient.getQueryData(['stores', 'u-1', ''])).toBeUndefined();
  });

  it.each([400, 403, 404, 409, 500])(
    'on %i the session stays and the server Message is the error',
    async (status) => {
      fakeFetch(() => ({ status, json: { Message: 'Mensaje del servidor' } }));
      await expect(api('/seller/api/v1/get-all')).rejects.toMatchObject({
        status,
        message: 'Mensaje del servidor',
      });
      expect(getSession().access_token).toBe('a-1');
      expect(sessionStorage.getItem('otra-clave')).toBe('x');
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});
