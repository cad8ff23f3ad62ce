import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oidcPayloads } from '../src/db/schema.ts';
import { OidcPayloadStore } from '../src/modules/oidc-dev/adapter.ts';
import { PROVIDER_KEYS_MODEL } from '../src/modules/oidc-dev/keys.ts';
import { claimsOf, createTestApp, DEMO_PASSWORD, type TestApp } from './helper.ts';
import { authorizeUrl, Browser, ORIGIN, pkce } from './oidc-browser.ts';

const epoch = (ms: number) => Math.floor(ms / 1000);

describe("the development identity provider's adapter on the database (oidc_payloads)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A store on a clock the test holds, and fresh ids (the app's own provider writes to the same table). */
  const setup = (sweepEvery?: number) => {
    const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
    const store = new OidcPayloadStore(t.db, { now: () => new Date(clock.now), sweepEvery });
    const id = () => randomUUID();
    return { clock, store, id };
  };

  const rowsOf = (ids: string[]) =>
    t.db.select({ id: oidcPayloads.id }).from(oidcPayloads).where(inArray(oidcPayloads.id, ids));

  it('upserts and finds a payload as it was given, nested values included; saving again replaces it', async () => {
    const { store, id } = setup();
    const interactions = store.adapter('Interaction');
    const jti = id();
    const payload: AdapterPayload = {
      jti,
      kind: 'Interaction',
      iat: 1,
      exp: 2,
      returnTo: `${ORIGIN}/oidc/auth/${jti}`,
      params: { client_id: 'tu360-portal', scope: 'openid profile', nested: { list: [1, 'dos', null] } },
      session: { uid: 'u-1', accountId: 'a-1' },
    };
    await interactions.upsert(jti, payload, 600);
    expect(await interactions.find(jti)).toEqual(payload);
    expect(await interactions.find(id())).toBeUndefined();
    // The same id under another model is another row.
    expect(await store.adapter('Session').find(jti)).toBeUndefined();

    const updated = { ...payload, result: { login: { accountId: 'a-1' } } };
    await interactions.upsert(jti, updated, 600);
    expect(await interactions.find(jti)).toEqual(updated);
  });

  it('finds nothing once the row expired, by id or by uid, and keeps a row without expiry', async () => {
    const { clock, store, id } = setup();
    const sessions = store.adapter('Session');
    const jti = id();
    const uid = id();
    await sessions.upsert(jti, { jti, uid, kind: 'Session', accountId: 'a-1' }, 60);
    clock.now += 59_000;
    expect(await sessions.find(jti)).toMatchObject({ uid });
    expect(await sessions.findByUid(uid)).toMatchObject({ jti });
    clock.now += 1_000;
    expect(await sessions.find(jti)).toBeUndefined();
    expect(await sessions.findByUid(uid)).toBeUndefined();

    const forever = id();
    await store.adapter('Client').upsert(forever, { client_id: forever }, 0);
    clock.now += 365 * 24 * 3600_000;
    expect(await store.adapter('Client').find(forever)).toEqual({ client_id: forever });
    await store.adapter('Client').destroy(forever);
  });

  it('marks a code consumed (epoch seconds, the first time kept) and saving it again does not undo it', async () => {
    const { clock, store, id } = setup();
    const codes = store.adapter('AuthorizationCode');
    const jti = id();
    const payload = { jti, kind: 'AuthorizationCode', grantId: id(), accountId: 'a-1' };
    await codes.upsert(jti, payload, 600);
    expect((await codes.find(jti))?.consumed).toBeUndefined();
    const consumedAt = clock.now;
    await codes.consume(jti);
    clock.now += 5_000;
    await codes.consume(jti);
    expect(await codes.find(jti)).toEqual({ ...payload, consumed: epoch(consumedAt) });
    await codes.upsert(jti, { ...payload, scope: 'openid' }, 600);
    expect(await codes.find(jti)).toMatchObject({ scope: 'openid', consumed: epoch(consumedAt) });
    // Consuming what is not there is no error.
    await expect(codes.consume(id())).resolves.toBeUndefined();
  });

  it('destroys one row of one model', async () => {
    const { store, id } = setup();
    const jti = id();
    await store.adapter('Grant').upsert(jti, { jti, kind: 'Grant', accountId: 'a-1' }, 600);
    await store.adapter('Session').upsert(jti, { jti, kind: 'Session', uid: id() }, 600);
    await store.adapter('Grant').destroy(jti);
    expect(await store.adapter('Grant').find(jti)).toBeUndefined();
    expect(await store.adapter('Session').find(jti)).toMatchObject({ jti });
    await expect(store.adapter('Grant').destroy(jti)).resolves.toBeUndefined();
  });

  it("revokes a grant's rows of the model it is called on, and no other grant's", async () => {
    const { store, id } = setup();
    const [grant, other] = [id(), id()];
    const accessTokens = store.adapter('AccessToken');
    const refreshTokens = store.adapter('RefreshToken');
    const [a1, a2, a3, r1] = [id(), id(), id(), id()];
    await accessTokens.upsert(a1, { jti: a1, grantId: grant }, 600);
    await accessTokens.upsert(a2, { jti: a2, grantId: grant }, 600);
    await accessTokens.upsert(a3, { jti: a3, grantId: other }, 600);
    await refreshTokens.upsert(r1, { jti: r1, grantId: grant }, 600);

    await accessTokens.revokeByGrantId(grant);
    expect(await accessTokens.find(a1)).toBeUndefined();
    expect(await accessTokens.find(a2)).toBeUndefined();
    expect(await accessTokens.find(a3)).toMatchObject({ grantId: other });
    // oidc-provider revokes model by model: the refresh token goes when its own adapter is called.
    expect(await refreshTokens.find(r1)).toMatchObject({ grantId: grant });
    await refreshTokens.revokeByGrantId(grant);
    expect(await refreshTokens.find(r1)).toBeUndefined();
  });

  it('finds a session by its uid (the latest row if its id changed) and a device code by its user code', async () => {
    const { clock, store, id } = setup();
    const sessions = store.adapter('Session');
    const uid = id();
    const [first, second] = [id(), id()];
    await sessions.upsert(first, { jti: first, uid, kind: 'Session' }, 600);
    clock.now += 1_000;
    await sessions.upsert(second, { jti: second, uid, kind: 'Session' }, 600);
    expect(await sessions.findByUid(uid)).toMatchObject({ jti: second });
    expect(await sessions.findByUid(id())).toBeUndefined();
    // Another model's row with the same uid is not a session.
    await store.adapter('Interaction').upsert(id(), { uid: 'solo-interaccion' }, 600);
    expect(await sessions.findByUid('solo-interaccion')).toBeUndefined();

    const devices = store.adapter('DeviceCode');
    const code = id();
    const userCode = `ABCD-${code.slice(0, 4)}`;
    await devices.upsert(code, { jti: code, userCode, kind: 'DeviceCode' }, 600);
    expect(await devices.findByUserCode(userCode)).toMatchObject({ jti: code, userCode });
    expect(await devices.findByUserCode('ZZZZ-0000')).toBeUndefined();
    await devices.consume(code);
    expect(await devices.findByUserCode(userCode)).toMatchObject({ consumed: epoch(clock.now) });
  });

  it('deletes expired rows on every Nth write, whatever their model, and never the shared keys', async () => {
    const { clock, store, id } = setup(3);
    const [e1, e2, live] = [id(), id(), id()];
    await store.adapter('Interaction').upsert(e1, { jti: e1 }, 1);
    await store.adapter('AccessToken').upsert(e2, { jti: e2 }, 1);
    clock.now += 2_000;
    expect(await rowsOf([e1, e2])).toHaveLength(2);
    // The third write sweeps.
    await store.adapter('Session').upsert(live, { jti: live }, 600);
    expect(await rowsOf([e1, e2, live])).toEqual([{ id: live }]);
    expect(
      await t.db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(eq(oidcPayloads.model, PROVIDER_KEYS_MODEL)),
    ).toHaveLength(1);
    // And a sweep of its own counts what it deleted.
    await store.adapter('Session').upsert(e1, { jti: e1 }, 1);
    clock.now += 2_000;
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await rowsOf([e1])).toHaveLength(0);
  });
});

describe('one sign-in across two instances of the development identity provider', () => {
  let a: TestApp;
  let b: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((...args) => void warnings.push(args.join(' ')));
    try {
      a = await createTestApp();
      b = await createTestApp({}, { sameDatabaseAs: a });
    } finally {
      warn.mockRestore();
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('uses no in-memory adapter, and both instances publish the same signing key', async () => {
    expect(warnings.filter((w) => w.includes('in-memory adapter'))).toEqual([]);
    const jwksA = await a.app.inject({ url: '/oidc/jwks' });
    const jwksB = await b.app.inject({ url: '/oidc/jwks' });
    expect(jwksA.statusCode).toBe(200);
    expect(jwksA.json()).toEqual(jwksB.json());
    expect((jwksA.json() as { keys: { d?: string }[] }).keys[0]?.d).toBeUndefined();
  });

  it('starts on one instance and ends on the other: form, callback and code exchange', async () => {
    const browser = new Browser(a);
    const { verifier, challenge } = pkce();
    // Instance A: the authorization request, up to the sign-in form.
    const page = await browser.follow(
      await browser.request('GET', authorizeUrl('tu360-portal', `${ORIGIN}/callback`, challenge)),
    );
    expect(page.statusCode).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] as string;
    expect(action).toMatch(/^\/oidc\/interaction\/[^/]+\/login$/);

    // Instance B: the form is shown again and posted, and the resumed authorization redirects to the callback.
    browser.use(b);
    const uid = action.split('/')[3] as string;
    const shownOnB = await browser.request('GET', `/oidc/interaction/${uid}`);
    expect(shownOnB.statusCode).toBe(200);
    expect(shownOnB.body).toContain(action);
    const done = await browser.follow(
      await browser.request('POST', action, { username: 'admin@andina.test', password: DEMO_PASSWORD }),
    );
    expect(done.statusCode).toBe(303);
    const callback = new URL(done.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(callback.searchParams.get('state')).toBe('estado-123');
    const code = callback.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const form = {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'tu360-portal',
      redirect_uri: `${ORIGIN}/callback`,
    };
    const exchanged = await browser.request('POST', '/oidc/token', form);
    expect(exchanged.statusCode).toBe(200);
    const tokens = exchanged.json() as { access_token: string; id_token: string };
    expect(claimsOf(tokens.access_token)).toMatchObject({ iss: `${ORIGIN}/oidc`, aud: 'tu360-portal-api' });

    // What the two shared lives in the database, not in either one's memory: the code, spent, among it.
    const models = await a.db.selectDistinct({ model: oidcPayloads.model }).from(oidcPayloads);
    expect(models.map((m) => m.model)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode', PROVIDER_KEYS_MODEL]),
    );
    const codeRow = () =>
      a.db
        .select({ consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, 'AuthorizationCode'), eq(oidcPayloads.id, code)));
    expect((await codeRow())[0]?.consumedAt).toBeInstanceOf(Date);

    // The code was spent on B: A refuses it too, and as a replay revokes what it gave.
    browser.use(a);
    const again = await browser.request('POST', '/oidc/token', form);
    expect(again.statusCode).toBe(400);
    expect((again.json() as { error: string }).error).toBe('invalid_grant');
    expect(await codeRow()).toEqual([]);

    // Either instance's API accepts the token the other's provider signed.
    for (const t of [a, b]) {
      const me = await t.app.inject({
        url: '/api/auth/connect/userinfo',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ unique_name: 'admin@andina.test' });
    }
  });

  it('keeps the session of a sign-in on one instance for a new authorization on the other', async () => {
    const browser = new Browser(b);
    const first = pkce();
    const page = await browser.follow(
      await browser.request('GET', authorizeUrl('tu360-portal', `${ORIGIN}/callback`, first.challenge)),
    );
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] as string;
    const signedIn = await browser.follow(
      await browser.request('POST', action, { username: 'visor@andina.test', password: DEMO_PASSWORD }),
    );
    expect(signedIn.statusCode).toBe(303);

    // A second client's authorization on A: the session cookie B set is known there, so no form is shown.
    browser.use(a);
    const second = pkce();
    const res = await browser.follow(
      await browser.request('GET', authorizeUrl('tu360-habitat', `${ORIGIN}/callback2`, second.challenge)),
    );
    expect(res.statusCode).toBe(303);
    const callback = new URL(res.headers.location as string);
    expect(callback.pathname).toBe('/callback2');
    const exchanged = await browser.request('POST', '/oidc/token', {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') as string,
      code_verifier: second.verifier,
      client_id: 'tu360-habitat',
      redirect_uri: `${ORIGIN}/callback2`,
    });
    expect(exchanged.statusCode).toBe(200);
    const access = (exchanged.json() as { access_token: string }).access_token;
    expect(claimsOf(access)).toMatchObject({ unique_name: 'visor@andina.test' });
  });
});

describe('the shared keys row', () => {
  it('is one row however many instances start on the database', async () => {
    const a = await createTestApp();
    try {
      const b = await createTestApp({}, { sameDatabaseAs: a });
      await b.close();
      const rows = await a.db.select().from(oidcPayloads).where(eq(oidcPayloads.model, PROVIDER_KEYS_MODEL));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.expiresAt).toBeNull();
    } finally {
      await a.close();
    }
  });
});
