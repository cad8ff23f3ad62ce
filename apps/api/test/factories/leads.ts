import { STORE_CLIENT_ID } from '@tu360/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { leads, notifications, responsibleRuleProducts, responsibleRules } from '../../src/db/schema.ts';
import { multipart, type TestApp, TOKEN_URL } from '../helper.ts';

/** The store's client secret the lead tests configure (STORE_CLIENT_SECRET). */
export const STORE_SECRET = 'secreto-de-la-tienda-de-prueba-2026';
export const INTAKE_URL = '/api/lead/api/v1/leads';

/** The client-credentials grant as the store sends it (urlencoded or multipart: the endpoint takes both). */
export async function clientGrant(t: TestApp, fields: Record<string, string> = {}) {
  const body = await multipart({
    grant_type: 'client_credentials',
    client_id: STORE_CLIENT_ID,
    client_secret: STORE_SECRET,
    ...fields,
  });
  return t.app.inject({ method: 'POST', url: TOKEN_URL, ...body });
}

/** The store's bearer header. */
export async function storeHeaders(t: TestApp): Promise<Record<string, string>> {
  const res = await clientGrant(t);
  if (res.statusCode !== 200) throw new Error(`client_credentials: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
}

/** A valid lead's body for a property (productId) or a project (sellerId). */
export function leadBody(target: { productId: number } | { sellerId: string }, overrides: object = {}) {
  return {
    ...target,
    fullName: 'Ana María Restrepo',
    email: `ana.${Math.random().toString(36).slice(2, 8)}@correo.test`,
    phone: '+57 300 555 1234',
    message: 'Quisiera conocer el inmueble.',
    consent: true,
    source: 'tienda',
    ...overrides,
  };
}

export function postLead(t: TestApp, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: INTAKE_URL, payload, headers });
}

/** A responsible-user rule of the builder, as add-user-config stores it. */
export async function ruleFor(
  db: Db,
  constructorId: string,
  userId: string,
  rule:
    | { product: string }
    | { cityId: string; departmentId: string }
    | { minPrice: number | null; maxPrice: number | null },
) {
  const [row] = await db
    .insert(responsibleRules)
    .values({
      constructorId,
      userId,
      isSetSpecificProduct: 'product' in rule,
      isSetLocation: 'cityId' in rule,
      locations: 'cityId' in rule ? [{ cityId: rule.cityId, departmentId: rule.departmentId }] : [],
      minPrice: 'minPrice' in rule ? rule.minPrice : null,
      maxPrice: 'maxPrice' in rule ? rule.maxPrice : null,
    })
    .returning();
  if ('product' in rule)
    await db.insert(responsibleRuleProducts).values({ ruleId: row.id, propertyId: rule.product });
  return row;
}

export async function leadRow(db: Db, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** The Lead notifications that point at a lead, by recipient. */
export async function leadNotifications(db: Db, leadId: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'Lead'),
        eq(notifications.link, `/clientes-potenciales/clientes-potenciales?leadId=${leadId}`),
      ),
    );
}
