import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import {
  clientGrant,
  INTAKE_URL,
  leadBody,
  postLead,
  STORE_SECRET,
  storeHeaders,
} from './factories/leads.ts';
import { createTestApp, login, queryString, type TestApp } from './helper.ts';

// Issue 14: a lead's contact data (name, e-mail, phone, message) and the store's secret and token never reach the
// server log, at its most talkative level, whatever happens to the request.
describe('server log of the leads', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(
      { STORE_CLIENT_SECRET: STORE_SECRET },
      { logger: { ...(loggerOptions('trace') as object), stream } },
    );
  });
  afterAll(() => t.close());

  it('never contains contact data, the client secret or the store token', async () => {
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const property = await propertyFactory(t.db, project, { status: 'Published' });
    const hidden = await propertyFactory(t.db, project, { status: 'Hidden' });
    const contact = {
      fullName: 'Hortensia Villalobos Quintero',
      email: 'hortensia.villalobos@privado.test',
      phone: '+57 311 987 6543',
      message: 'Mi presupuesto es de 412 millones de pesos',
    };
    const store = await storeHeaders(t);
    const secrets = [STORE_SECRET, store.authorization.slice('Bearer '.length)];
    await clientGrant(t, { client_secret: 'secreto-equivocado-987' });
    secrets.push('secreto-equivocado-987');

    const created = await postLead(t, store, leadBody({ productId: property.productId }, contact));
    expect(created.statusCode).toBe(201);
    expect((await postLead(t, store, leadBody({ productId: property.productId }, contact))).statusCode).toBe(
      200,
    );
    expect((await postLead(t, store, leadBody({ productId: hidden.productId }, contact))).statusCode).toBe(
      409,
    );
    expect(
      (await postLead(t, store, leadBody({ productId: property.productId }, { ...contact, consent: false })))
        .statusCode,
    ).toBe(400);
    expect((await postLead(t, {}, leadBody({ productId: property.productId }, contact))).statusCode).toBe(
      401,
    );
    // Bad JSON carrying the data: refused before any handler, and not echoed to the log either.
    const broken = await t.app.inject({
      method: 'POST',
      url: INTAKE_URL,
      payload: `{"fullName": "${contact.fullName}", "email": "${contact.email}",`,
      headers: { ...store, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);

    // The portal searches by it and changes the lead with a note.
    const admin = await login(t.app, 'admin@andina.test');
    for (const Keyword of [contact.email, contact.fullName, '3119876543']) {
      const res = await t.app.inject({
        url: `/api/lead/api/v1/leads?${queryString({ Keyword })}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    const { id } = created.json() as { id: string };
    const note = 'Hortensia pidió llamarla al 311 987 6543';
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/lead/api/v1/leads/${id}`,
      payload: { state: 'Contacted', note },
      headers: admin.headers,
    });
    expect(put.statusCode).toBe(200);
    const exported = await t.app.inject({ url: '/api/lead/api/v1/leads/export', headers: admin.headers });
    expect(exported.statusCode).toBe(200);

    const text = lines.join('');
    // The log did capture these requests.
    expect(text).toContain('/api/lead/api/v1/leads');
    expect(text).toContain(id);
    for (const value of [
      ...Object.values(contact),
      note,
      '3119876543',
      'Hortensia',
      'Villalobos',
      'privado.test',
    ])
      expect(text, value).not.toContain(value);
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.split('.').at(-1));
    }
  });
});
