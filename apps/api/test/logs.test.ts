import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  login,
  multipart,
  passwordGrant,
  refreshGrant,
  type TestApp,
  TOKEN_URL,
} from './helper.ts';

// At trace level, the most talkative: whatever is logged at info is logged there too.
describe('server log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({}, { logger: { ...(loggerOptions('trace') as object), stream } });
  });
  afterAll(() => t.close());

  it('never contains a password or a token', async () => {
    const secrets: string[] = [DEMO_PASSWORD];
    await passwordGrant(t.app, 'admin@andina.test', 'Incorrecta#2026');
    secrets.push('Incorrecta#2026');

    const session = await login(t.app, 'admin@andina.test');
    secrets.push(session.access_token, session.refresh_token);
    await t.app.inject({ url: '/api/auth/connect/userinfo', headers: session.headers });

    const refreshed = (await refreshGrant(t.app, session.refresh_token)).json() as {
      access_token: string;
      refresh_token: string;
    };
    secrets.push(refreshed.access_token, refreshed.refresh_token);
    // A multipart request that also carries the bearer token and a cookie, as a browser may send it.
    const body = await multipart({ grant_type: 'refresh_token', refresh_token: refreshed.refresh_token });
    await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      payload: body.payload,
      headers: {
        ...body.headers,
        authorization: `Bearer ${refreshed.access_token}`,
        cookie: `sesion=${refreshed.access_token}`,
      },
    });
    // Reusing the spent token is logged as a warning; the token itself must not be.
    expect((await refreshGrant(t.app, session.refresh_token)).statusCode).toBe(400);

    const again = await login(t.app, 'admin@andina.test');
    secrets.push(again.access_token, again.refresh_token);
    const userId = (
      (await t.app.inject({ url: '/api/auth/connect/userinfo', headers: again.headers })).json() as {
        id: string;
      }
    ).id;
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/auth/connect/endsession?${new URLSearchParams({ userId, token: again.access_token })}`,
    });
    expect(end.statusCode).toBe(204);
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/connect/endsession?token=${encodeURIComponent(again.refresh_token)}`,
    });

    const text = lines.join('');
    // The log did capture these requests (so the assertions below are about a real log).
    expect(text).toContain('/api/auth/connect/endsession');
    expect(text).toContain('/api/auth/connect/token');
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      // Nor any recognisable piece of it (a JWT's signature, for one).
      expect(text).not.toContain(secret.split('.').at(-1));
    }
  });
});
