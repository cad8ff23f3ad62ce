// A confirmed load's progress while its transaction is open (issue 11, ADR 0016): its author's session is answered
// from the process's memory, with rows done moving, and nobody else is.
import { builderExampleRows, builderTemplateColumns } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../src/modules/auth/identity.ts';
import { liveLoads } from '../src/modules/bulk-loads/live-progress.ts';
import {
  filledTemplate,
  LOAD_TEST_TIMEOUT_MS,
  LOADS,
  settledLoad,
  xlsxBlob,
} from './factories/bulk-loads.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const UPLOAD = '/api/product/api/productsync-massive/v5/create-product-massive';
/** Rows of the load: five batches of the write (100 rows each), so that its progress moves several times. */
const ROWS = 500;

describe('progress of a load being written', () => {
  let t: TestApp;
  let author: Session;
  let authorElsewhere: Session;
  let superadmin: Session;
  let otherBuilder: Session;
  let andina: string;
  let project: { id: string; constructorId: string };

  beforeAll(async () => {
    t = await createTestApp();
    [author, authorElsewhere, superadmin, otherBuilder] = await Promise.all(
      ['admin@andina.test', 'admin@andina.test', 'superadmin@tu360.test', 'admin@horizonte.test'].map((u) =>
        login(t.app, u),
      ),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
  });
  afterAll(() => t.close());

  const poll = async (id: string, s: Session) => {
    const res = await t.app.inject({ url: `${LOADS}/${id}`, headers: s.headers });
    return { status: res.statusCode, load: res.json() as BulkLoadDetail, at: performance.now() };
  };

  /** Uploads an Apartment workbook of these rows to the project as `s`: the new load's id (202). */
  const upload = async (rows: Record<string, string>[], s: Session) => {
    const body = await multipart({
      File: xlsxBlob(await filledTemplate(builderTemplateColumns('Apartment'), rows)),
      ConstructorId: andina,
      SellerId: project.id,
      TemplateProduct: 'Apartment',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...s.headers },
    });
    expect(res.statusCode, res.body).toBe(202);
    return (res.json() as BulkLoad).id;
  };

  it("answers its author's session from memory while the transaction is open; others from the database", async () => {
    const [example] = builderExampleRows('Apartment');
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      ...example,
      Referencia: `PROG-${i + 1}`,
      'Nombre del inmueble': `Apartamento ${i + 1}`,
    }));
    const id = await upload(rows, author);
    expect(await settledLoad(t.app, id, author)).toMatchObject({ status: 'Validated', toCreate: ROWS });

    const answers = vi.spyOn(liveLoads, 'answer');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${LOADS}/${id}/confirm`,
      headers: author.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);

    // The author polls as fast as the app answers; once the bar has moved, the others ask too (not awaited).
    const seen: { status: string; rowsDone: number; at: number }[] = [];
    let others: Promise<{ who: string; status: number; load: BulkLoadDetail; at: number }[]> | undefined;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const a = await poll(id, author);
      expect(a.status).toBe(200);
      seen.push({ status: a.load.status, rowsDone: a.load.rowsDone, at: a.at });
      if (a.load.status === 'Applying' && a.load.rowsDone > 0 && !others)
        others = Promise.all(
          (
            [
              ['superadmin', superadmin],
              ['the same user, another session', authorElsewhere],
              ['another builder', otherBuilder],
            ] as const
          ).map(async ([who, s]) => ({ who, ...(await poll(id, s)) })),
        );
      if (a.load.status !== 'Applying') break;
      if (Date.now() > deadline) throw new Error('the load never ended');
      await new Promise((r) => setImmediate(r));
    }
    const end = seen[seen.length - 1];
    expect(end).toMatchObject({ status: 'Done', rowsDone: ROWS });

    // The bar moved while the load was being written: several counts between none and all.
    const moving = [...new Set(seen.filter((s) => s.status === 'Applying').map((s) => s.rowsDone))].filter(
      (n) => n > 0 && n < ROWS,
    );
    expect(moving.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(moving).toEqual([...moving].sort((a, b) => a - b));

    // Those answers came from memory, and only the author's session's did.
    const calls = answers.mock.calls.map(([, p], i) => ({
      p: p as Principal,
      r: answers.mock.results[i].value,
    }));
    answers.mockRestore();
    const fromMemory = calls.filter((c) => c.r !== undefined);
    expect(fromMemory.length).toBeGreaterThanOrEqual(moving.length);
    const authorSid = fromMemory[0].p.sessionId;
    expect(authorSid).toBeTruthy();
    for (const c of fromMemory) expect(c.p.sessionId).toBe(authorSid);
    expect(calls.some((c) => c.r === undefined && c.p.sessionId !== authorSid)).toBe(true);

    const answered = await (others as NonNullable<typeof others>);
    const by = Object.fromEntries(answered.map((o) => [o.who, o]));
    expect(by['another builder'].status).toBe(404);
    for (const who of ['superadmin', 'the same user, another session']) {
      expect(by[who].status, who).toBe(200);
      if (t.database.kind === 'pglite') {
        // PGlite's one connection was the load's until it committed: their reads waited for the end.
        expect(by[who].load, who).toMatchObject({ status: 'Done', rowsDone: ROWS });
        expect(by[who].at, who).toBeGreaterThan(seen.find((s) => s.rowsDone > 0)?.at ?? 0);
      } else {
        expect(['Applying', 'Done'], who).toContain(by[who].load.status);
      }
    }
    // After the end, the author reads the database again.
    const after = vi.spyOn(liveLoads, 'answer');
    expect((await poll(id, author)).load).toMatchObject({ status: 'Done', rowsDone: ROWS, created: ROWS });
    expect(after.mock.results[0].value).toBeUndefined();
    after.mockRestore();
  });

  it('a load goes on when its author signs out, checked and written, and waits for them in the history', async () => {
    const signOut = async (s: Session) => {
      const out = await t.app.inject({
        method: 'POST',
        url: `/api/auth/connect/endsession?${new URLSearchParams({ token: s.refresh_token })}`,
      });
      expect(out.statusCode, out.body).toBe(204);
    };
    const [example] = builderExampleRows('Apartment');
    const rows = Array.from({ length: 150 }, (_, i) => ({
      ...example,
      Referencia: `SALIDA-${i + 1}`,
      'Nombre del inmueble': `Apartamento ${i + 1}`,
    }));
    const first = await login(t.app, 'admin@andina.test');
    const id = await upload(rows, first);
    // Signed out while the dry run is under way: a new session finds it checked.
    await signOut(first);
    const second = await login(t.app, 'admin@andina.test');
    expect(await settledLoad(t.app, id, second)).toMatchObject({ status: 'Validated', toCreate: 150 });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${LOADS}/${id}/confirm`,
      headers: second.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    // Signed out while it is written: it is written all the same.
    await signOut(second);
    const third = await login(t.app, 'admin@andina.test');
    expect(await settledLoad(t.app, id, third)).toMatchObject({
      status: 'Done',
      rowsDone: 150,
      created: 150,
    });
    const history = (
      await t.app.inject({
        url: `${LOADS}?ConstructorId=${andina}&PageNumber=1&PageSize=50`,
        headers: third.headers,
      })
    ).json() as { data: BulkLoad[] };
    expect(history.data.find((l) => l.id === id)).toMatchObject({ status: 'Done', created: 150 });
  });

  it('a poll with a revoked session is refused (401) once the load is no longer in memory', async () => {
    const s = await login(t.app, 'admin@andina.test');
    const [load] = (
      (
        await t.app.inject({
          url: `${LOADS}?ConstructorId=${andina}&PageNumber=1&PageSize=1`,
          headers: s.headers,
        })
      ).json() as { data: BulkLoad[] }
    ).data;
    expect((await poll(load.id, s)).status).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/auth/connect/endsession?${new URLSearchParams({ token: s.refresh_token })}`,
    });
    expect(out.statusCode, out.body).toBe(204);
    expect((await poll(load.id, s)).status).toBe(401);
  });
});
