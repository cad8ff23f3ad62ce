import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

const OFFER = '/api/product/api/reports/get-realestate-offer-dashboard';
const ROWS = 30_000;

/** A client that goes away while a large report streams stops the server's query loop (over real HTTP). */
describe('a report whose client disconnects', () => {
  let t: TestApp;
  const logs: { msg?: string; report?: string; rows?: number }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({}, { logger: { ...(loggerOptions('info') as object), stream } });
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const project = await projectFactory(t.db, andina, { name: 'Desconexión' });
    await t.database.raw(
      `insert into properties (ref_id, constructor_id, seller_id, name, list_price, status)
       select 'DESC-' || g, $1::uuid, $2::uuid, 'Inmueble ' || g, 200000000 + g, 'Published'
         from generate_series(1, ${ROWS}) g`,
      [andina, project.id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops reading rows: the report is logged as stopped, never as written', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const token = (await login(t.app, 'superadmin@tu360.test')).access_token;
    const firstChunk = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: OFFER, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.once('data', (c: Buffer) => {
            res.pause();
            // Gone shortly after the first bytes, long before 30,000 rows could be written.
            setTimeout(() => {
              req.destroy();
              resolve(c.length);
            }, 100);
          });
        },
      );
      req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    });
    expect(firstChunk).toBeGreaterThan(0);
    const deadline = Date.now() + 20_000;
    while (!logs.some((l) => l.msg?.startsWith('report stopped')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(logs.filter((l) => l.msg?.startsWith('report stopped'))).toHaveLength(1);
    expect(logs.filter((l) => l.msg === 'report written')).toEqual([]);
  });
});
