import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { storeUser } from '../test/fixtures.ts';
import { ApiError, api, call, errorMessage, firstListMessage } from './api-client.ts';
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

describe('call(): one operation of the contract (ADR 0011)', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });
  afterEach(() => session.logout());

  it('puts the path parameters in the path, encoded, with the method of the route', async () => {
    const { sent } = fakeFetch(() => ({ status: 200, json: {} }));
    await call('GET /files/{id}/{thumbnail}', {
      params: { id: '0b0c6f3e-1f7b-4a8c-9a57-3f1f7b4a8c9a', thumbnail: '128.webp' },
    });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/api/files/0b0c6f3e-1f7b-4a8c-9a57-3f1f7b4a8c9a/128.webp',
    });
  });

  it('repeats an array parameter, writes booleans as text and leaves out empty values', async () => {
    const { sent } = fakeFetch(() => ({ status: 200, json: { data: [], totalData: 0 } }));
    await call('GET /seller/api/constructor/v2/get-all', {
      query: { Keyword: '', PageNumber: 2, IsRealEstate: true, IsWithNotification: undefined },
    });
    expect([...sent[0].query.entries()]).toEqual([
      ['PageNumber', '2'],
      ['IsRealEstate', 'true'],
    ]);
  });

  it('sends the JSON body with its content type, and answers what the server answered', async () => {
    const { sent } = fakeFetch(() => ({ status: 201, json: { id: 'c-1' } }));
    const answer = await call('POST /seller/api/constructor/v3/create-constructor', {
      json: {} as Parameters<typeof call<'POST /seller/api/constructor/v3/create-constructor'>>[1]['json'],
    });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers['Content-Type']).toBe('application/json');
    expect(answer).toEqual({ id: 'c-1' });
  });

  it('refuses to send a route whose path parameter is missing at run time', async () => {
    fakeFetch(() => ({ status: 200, json: {} }));
    const params = { id: '' } as { id: string };
    await expect(call('GET /files/{id}', { params })).rejects.toThrow('falta el parámetro id');
  });

  // Compile-time checks: `tsc -p apps/web` fails if any of these stops being an error (never run).
  function typeChecks() {
    // @ts-expect-error: no such operation
    call('GET /seller/api/v1/no-such-call');
    // @ts-expect-error: the operation exists with another method
    call('POST /lookups/departments');
    // @ts-expect-error: a path parameter is required
    call('GET /files/{id}');
    // @ts-expect-error: a required query parameter is missing
    call('GET /lookups/cities', { query: {} });
    // @ts-expect-error: a query parameter of the wrong type
    call('GET /seller/api/constructor/v2/get-all', { query: { PageNumber: 'dos' } });
    // @ts-expect-error: a body field the contract does not have
    call('POST /seller/api/constructor/v3/create-constructor', { json: { nombre: 'x' } });
    // @ts-expect-error: the answer has the contract's type
    call('GET /lookups/departments').then((d) => d[0].nombre);
  }
  expect(typeChecks).toBeTypeOf('function');
});
