import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../src/modules/auth/identity.ts';
import type { TokenService } from '../src/modules/auth/token-service.ts';
import { authPlugin, confirmSession } from '../src/plugins/auth.ts';

/** The plugin alone, with a token service whose session is live or not, and routes that do or do not confirm. */
async function appWith(sessionLive: boolean) {
  const checks: string[] = [];
  const tokens = {
    verify: async (token: string) =>
      token === 'valid'
        ? {
            principal: { userId: 'u' } as Principal,
            live: async () => {
              checks.push('live');
              return sessionLive;
            },
          }
        : undefined,
  } as unknown as TokenService;
  const app = Fastify();
  await app.register(authPlugin, { tokens });
  const data = { data: ['secreto'] };
  app.get('/plain', { preHandler: app.authenticate }, async () => data);
  app.get(
    '/in-query/silent',
    { preHandler: app.authenticate, config: { sessionInQuery: true } },
    async () => data,
  );
  app.get(
    '/in-query/confirms',
    { preHandler: app.authenticate, config: { sessionInQuery: true } },
    async (request) => {
      confirmSession(request, sessionLive);
      return data;
    },
  );
  app.get(
    '/in-query/bad-input',
    { preHandler: app.authenticate, config: { sessionInQuery: true } },
    async (_r, reply) => reply.code(400).send({ Message: 'Dato inválido' }),
  );
  app.post(
    '/in-query/write',
    { preHandler: app.authenticate, config: { sessionInQuery: true } },
    async () => {
      checks.push('wrote');
      return data;
    },
  );
  await app.ready();
  const get = (url: string, token = 'valid') =>
    app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { app, get, checks };
}

describe('auth plugin: session checked beside or inside the route’s query', () => {
  it.each([
    ['/plain', true, 200],
    ['/plain', false, 401],
    ['/in-query/confirms', true, 200],
    ['/in-query/confirms', false, 401],
    ['/in-query/silent', true, 401],
    ['/in-query/silent', false, 401],
    ['/in-query/bad-input', true, 400],
    ['/in-query/bad-input', false, 400],
  ] as const)('%s with a live session = %s answers %i', async (url, live, status) => {
    const { app, get } = await appWith(live);
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    if (status === 401) {
      expect(res.body).not.toContain('secreto');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    await app.close();
  });

  it('does not make the separate round trip on a route that checks inside its query', async () => {
    const { app, get, checks } = await appWith(true);
    await get('/in-query/confirms');
    expect(checks).toEqual([]);
    await get('/plain');
    expect(checks).toEqual(['live']);
    await app.close();
  });

  it('checks the session before anything that writes, even when the route says its query checks it', async () => {
    for (const live of [true, false]) {
      const { app, checks } = await appWith(live);
      const res = await app.inject({
        method: 'POST',
        url: '/in-query/write',
        headers: { authorization: 'Bearer valid' },
      });
      expect(res.statusCode).toBe(live ? 200 : 401);
      expect(checks).toEqual(live ? ['live', 'wrote'] : ['live']);
      await app.close();
    }
  });

  it('refuses a bad token before any route runs', async () => {
    const { app, get } = await appWith(true);
    expect((await get('/in-query/confirms', 'forged')).statusCode).toBe(401);
    await app.close();
  });
});
