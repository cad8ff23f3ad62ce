import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { storeUser } from '../test/fixtures.ts';
import { ApiError, api, errorMessage, firstListMessage } from './api-client.ts';
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

describe('messages of failed calls (spec section 8)', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });
  afterEach(() => session.logout());

  const failure = async (status: number, json: unknown) => {
    fakeFetch(() => ({ status, json }));
    return api('/seller/api/constructor/v2/update-logo-banner').catch((e: unknown) => e);
  };

  it('a logo or banner upload failure shows the first item of the MessageList', async () => {
    const e = await failure(400, {
      Message: 'No se pudo cargar',
      MessageList: ['El logo debe ser una imagen JPEG, PNG o WebP', 'El banner supera 5 MB'],
    });
    expect(firstListMessage(e, 'x')).toBe('El logo debe ser una imagen JPEG, PNG o WebP');
  });

  it('without a list, the server Message; without a Message, "Hubo un error durante el proceso"', async () => {
    expect(firstListMessage(await failure(400, { Message: 'Archivo inválido' }))).toBe('Archivo inválido');
    expect(errorMessage(await failure(500, {}))).toBe('Hubo un error durante el proceso');
    expect(errorMessage(await failure(500, {}), 'Por favor revisar los campos diligenciados')).toBe(
      'Por favor revisar los campos diligenciados',
    );
  });
});
