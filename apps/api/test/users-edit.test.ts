import { es } from '@tu360/domain';
import type { UserChange } from '@tu360/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userSellers, users } from '../src/db/schema.ts';
import { call, USERS, userBody } from './factories/users.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

/** Editing a user (issue 13): projects replaced, nobody changes its own role, the last administrator stays. */
describe('users: edit and history', () => {
  let t: TestApp;
  let admin: Session;
  let superadmin: Session;
  let rio: string;
  let sierra: string;
  let parque: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    superadmin = await login(t.app, 'superadmin@tu360.test');
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
    sierra = await idOf(t.db, 'sellers', 'Mirador de la Sierra');
    parque = await idOf(t.db, 'sellers', 'Parque Central Andina');
  });
  afterAll(() => t.close());

  const create = async (projects: string[]) => {
    const body = userBody(projects);
    const res = await call(t, admin, 'POST', USERS, body);
    expect(res.statusCode, res.body).toBe(201);
    return { id: (res.json() as { id: string }).id, body };
  };
  const heldBy = async (id: string) =>
    (
      await t.db
        .select({ sellerId: userSellers.sellerId, role: userSellers.role })
        .from(userSellers)
        .where(eq(userSellers.userId, id))
    ).sort((a, b) => a.sellerId.localeCompare(b.sellerId));

  it('replaces the projects by the form’s, each with its role, and keeps the rest of the form', async () => {
    const { id, body } = await create([rio, sierra]);
    const res = await call(t, admin, 'PUT', `${USERS}/${id}`, {
      ...body,
      givenName: 'Marta Elena',
      phone: '3115556677',
      role: 'Visualizador_Seller',
      projects: [
        { sellerId: parque, role: 'Asesor_Comercial' },
        { sellerId: rio, role: 'Visualizador_Seller' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id });
    expect(await heldBy(id)).toEqual(
      [
        { sellerId: parque, role: 'Asesor_Comercial' },
        { sellerId: rio, role: 'Visualizador_Seller' },
      ].sort((a, b) => a.sellerId.localeCompare(b.sellerId)),
    );
    const detail = await call(t, admin, 'GET', `${USERS}/${id}`);
    expect(detail.json()).toMatchObject({
      givenName: 'Marta Elena',
      phone: '3115556677',
      role: 'Visualizador_Seller',
      canManage: true,
      state: 'Pendiente',
    });
  });

  it('changes the e-mail (and the user name) unless another user has it', async () => {
    const { id, body } = await create([rio]);
    const taken = await call(t, admin, 'PUT', `${USERS}/${id}`, { ...body, email: ' VISOR@andina.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ Message: es.users.duplicateEmail });
    const same = await call(t, admin, 'PUT', `${USERS}/${id}`, { ...body, email: body.email.toUpperCase() });
    expect(same.statusCode, same.body).toBe(200);
    const res = await call(t, admin, 'PUT', `${USERS}/${id}`, {
      ...body,
      email: 'Cambiado.Correo@Prueba.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect([row.userName, row.email]).toEqual(['cambiado.correo@prueba.test', 'cambiado.correo@prueba.test']);
  });

  it('nobody changes its own role or projects; its own name and phone are fine', async () => {
    const me = await idOf(t.db, 'users', 'admin@andina.test');
    const detail = (await call(t, admin, 'GET', `${USERS}/${me}`)).json() as {
      projects: { sellerId: string; role: string }[];
      canManage: boolean;
    };
    expect(detail.canManage).toBe(false);
    const own = {
      givenName: 'Carlos Andrés',
      lastName: 'Mejía',
      email: 'admin@andina.test',
      identification: '7010101010',
      phone: '3002000009',
      role: 'Admintrador_Seller',
      projects: detail.projects.map((x) => ({ sellerId: x.sellerId, role: x.role })),
    };
    const ok = await call(t, admin, 'PUT', `${USERS}/${me}`, own);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const change of [
      { role: 'Visualizador_Seller' },
      { projects: own.projects.slice(1) },
      { projects: own.projects.map((x) => ({ ...x, role: 'Operativo_Seller' })) },
    ]) {
      const res = await call(t, admin, 'PUT', `${USERS}/${me}`, { ...own, ...change });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ Message: es.users.notSelfRole });
    }
    // A platform administrator whose own role it could not grant still edits its own name.
    const banco = await login(t.app, 'admin.banco@tu360.test');
    const bancoId = await idOf(t.db, 'users', 'admin.banco@tu360.test');
    const bancoOwn = {
      givenName: 'Andrés Felipe',
      lastName: 'Gómez',
      email: 'admin.banco@tu360.test',
      identification: '1010101011',
      phone: '3001000002',
      role: 'Administrador_Bancolombia',
      projects: [],
    };
    const renamed = await call(t, banco, 'PUT', `${USERS}/${bancoId}`, bancoOwn);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const promoted = await call(t, banco, 'PUT', `${USERS}/${bancoId}`, { ...bancoOwn, role: 'SuperAdmin' });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toMatchObject({ Message: es.users.notSelfRole });
    // Whoever manages no users edits nobody here, itself included.
    const visor = await login(t.app, 'visor@andina.test');
    const visorId = await idOf(t.db, 'users', 'visor@andina.test');
    const viewer = await call(t, visor, 'PUT', `${USERS}/${visorId}`, {
      ...bancoOwn,
      email: 'visor@andina.test',
      role: 'Visualizador_Seller',
    });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toMatchObject({ Message: es.users.userNotAllowed });
  });

  it('the last active administrator of a company cannot be demoted, until there is another', async () => {
    const horizonteAdmin = await idOf(t.db, 'users', 'admin@horizonte.test');
    const horizonte = await idOf(t.db, 'constructors', 'Constructora Horizonte');
    const reserva = await idOf(t.db, 'sellers', 'Reserva Horizonte');
    const body = {
      givenName: 'Natalia',
      lastName: 'Herrera',
      email: 'admin@horizonte.test',
      identification: '7010101016',
      phone: '3002000007',
      role: 'Operativo_Seller',
      constructorId: horizonte,
      projects: [{ sellerId: reserva, role: 'Operativo_Seller' }],
    };
    const res = await call(t, superadmin, 'PUT', `${USERS}/${horizonteAdmin}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Message: es.users.lastAdmin });
    // A second administrator who is inactive does not count; an active one does.
    const second = userBody([reserva], { role: 'Admintrador_Seller', constructorId: horizonte });
    const made = await call(t, superadmin, 'POST', USERS, second);
    expect(made.statusCode, made.body).toBe(201);
    const secondId = (made.json() as { id: string }).id;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, secondId));
    expect((await call(t, superadmin, 'PUT', `${USERS}/${horizonteAdmin}`, body)).statusCode).toBe(409);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, secondId));
    const demoted = await call(t, superadmin, 'PUT', `${USERS}/${horizonteAdmin}`, body);
    expect(demoted.statusCode, demoted.body).toBe(200);
    // Now the second is the last one.
    const last = await call(t, superadmin, 'PUT', `${USERS}/${secondId}`, {
      ...second,
      role: 'Visualizador_Seller',
    });
    expect(last.statusCode).toBe(409);
  });

  it('keeps the history: who, when, each field before and after, newest first, paged', async () => {
    const { id, body } = await create([rio]);
    const first = await call(t, admin, 'PUT', `${USERS}/${id}`, {
      ...body,
      lastName: 'Pérez Gómez',
      projects: [
        { sellerId: rio, role: 'Visualizador_Seller' },
        { sellerId: sierra, role: 'Operativo_Seller' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await call(t, admin, 'POST', `${USERS}/${id}/deactivate`)).statusCode).toBe(200);
    const res = await call(t, admin, 'GET', `${USERS}/${id}/history?PageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, totalData } = res.json() as { data: UserChange[]; totalData: number };
    expect(totalData).toBe(data.length);
    expect(data[0]).toMatchObject({
      action: 'Deactivate',
      field: es.users.fields.state,
      valueBefore: 'Pendiente',
      valueAfter: 'Inactivo',
      userName: 'admin@andina.test',
    });
    const update = data.filter((x) => x.action === 'Update');
    expect(update.map((x) => [x.field, x.valueBefore, x.valueAfter])).toEqual(
      expect.arrayContaining([
        [es.users.fields.lastName, 'Lucía Pérez', 'Pérez Gómez'],
        [
          es.users.fields.projects,
          'Torres del Río: Operativo',
          'Mirador de la Sierra: Operativo, Torres del Río: Visualizador',
        ],
      ]),
    );
    expect(update).toHaveLength(2);
    const actions = data.map((x) => x.action);
    expect(actions.indexOf('Deactivate')).toBeLessThan(actions.indexOf('Update'));
    expect(actions.indexOf('Update')).toBeLessThan(actions.lastIndexOf('Create'));
    expect(actions.slice(actions.indexOf('Invite'))).toEqual([
      'Invite',
      ...actions.filter((a) => a === 'Create'),
    ]);
    const page = await call(t, admin, 'GET', `${USERS}/${id}/history?PageSize=2&PageNumber=2`);
    expect((page.json() as { data: UserChange[] }).data).toEqual(data.slice(2, 4));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'Update')));
    expect(new Set(rows.map((r) => r.transactionalId)).size).toBe(1);
    // Another company's administrator does not read it.
    const other = await login(t.app, 'admin@capital.test');
    const hidden = await call(t, other, 'GET', `${USERS}/${id}/history`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ Message: es.users.notFound });
  });
});
