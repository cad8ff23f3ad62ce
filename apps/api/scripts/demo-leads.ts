/**
 * Posts a few leads through the real intake of a running portal, as the public store does (issue 14):
 *
 *   1. a client-credentials token of the tu360-store client (STORE_CLIENT_SECRET, the server's own value);
 *   2. published properties: the list given (--products or DEMO_LEADS_PRODUCTS), or else three the portal's property
 *      list shows a portal user (DEMO_LEADS_USER / DEMO_LEADS_PASSWORD, the demo's superadmin by default), those of
 *      DEMO_LEADS_COMPANY (Constructora Andina) first;
 *   3. four leads over them, the last one the first person again (the server merges it: 200, merged true).
 *
 *   STORE_CLIENT_SECRET=... npm run demo:leads -- --url http://localhost:3000 [--products 100001,100002]
 *
 * Prints what each post answered (status, lead id, merged, how many users it went to); no contact data.
 */
import { parseArgs } from 'node:util';
import { CAPTCHA_FALLBACK_TOKEN, MARKETPLACE_ID, PORTAL_CLIENT_ID, STORE_CLIENT_ID } from '@tu360/domain';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    products: { type: 'string' },
  },
});
const base = (
  values.url ??
  process.env.DEMO_LEADS_URL ??
  `http://localhost:${process.env.PORT ?? 3000}`
).replace(/\/$/, '');
const secret = process.env.STORE_CLIENT_SECRET;
if (!secret) {
  console.error(
    'Falta STORE_CLIENT_SECRET: el secreto del cliente tu360-store, el mismo que usa el servidor.',
  );
  process.exit(2);
}

const tokenUrl = `${base}/api/auth/connect/token?${new URLSearchParams({
  marketplaceId: MARKETPLACE_ID,
  tokenCaptcha: CAPTCHA_FALLBACK_TOKEN,
})}`;

async function token(fields: Record<string, string>): Promise<string> {
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const body = (await res.json()) as { access_token?: string; Message?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`${fields.grant_type}: ${res.status} ${body.Message ?? ''}`);
  return body.access_token;
}

/** Published properties: the list given, else the first ones of the portal's list (a portal user's token). */
async function publishedProducts(): Promise<number[]> {
  const given = values.products ?? process.env.DEMO_LEADS_PRODUCTS;
  if (given)
    return given
      .split(',')
      .map((v) => Number(v.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  const access = await token({
    grant_type: 'password',
    client_id: PORTAL_CLIENT_ID,
    username: process.env.DEMO_LEADS_USER ?? 'superadmin@tu360.test',
    password: process.env.DEMO_LEADS_PASSWORD ?? DEMO_PASSWORD,
    scope: 'openid profile email offline_access gateway sellers',
  });
  const res = await fetch(`${base}/api/product/api/v2/get-realstates?SkuStatus=Published&PageSize=50`, {
    headers: { authorization: `Bearer ${access}` },
  });
  if (!res.ok) throw new Error(`get-realstates: ${res.status}`);
  const { data } = (await res.json()) as { data: { productId: number; constructorName: string }[] };
  // The demo's Constructora Andina first: its projects have users, so its leads reach someone's notifications.
  const preferred = process.env.DEMO_LEADS_COMPANY ?? 'Constructora Andina';
  const ordered = [
    ...data.filter((p) => p.constructorName === preferred),
    ...data.filter((p) => p.constructorName !== preferred),
  ];
  return ordered.slice(0, 3).map((p) => p.productId);
}

const PEOPLE = [
  { fullName: 'Valentina Ríos Cardona', email: 'valentina.rios@demo.test', phone: '3104567890' },
  { fullName: 'Andrés Felipe Duarte', email: 'andres.duarte@demo.test', phone: '3157778899' },
  { fullName: 'Camila Torres Londoño', email: 'camila.torres@demo.test', phone: '+57 320 111 2233' },
];
const MESSAGES = [
  '¿Cuál es el valor de la cuota inicial?',
  'Me interesa agendar una visita el fin de semana.',
  '¿Tienen parqueadero y cuarto útil?',
  'Escribo de nuevo: sigo interesada, ¿me pueden llamar?',
];

const products = await publishedProducts();
if (!products.length) {
  console.error('No hay inmuebles publicados: pase --products con los productId de inmuebles publicados.');
  process.exit(1);
}
const store = await token({
  grant_type: 'client_credentials',
  client_id: STORE_CLIENT_ID,
  client_secret: secret,
});
console.log(`Token de la tienda obtenido; inmuebles: ${products.join(', ')}`);

// The fourth lead is the first person again, for the same property: merged into the first lead.
const posts = [0, 1, 2, 0].map((person, i) => ({
  productId: products[(i === 3 ? 0 : i) % products.length],
  ...PEOPLE[person],
  message: MESSAGES[i],
  consent: true,
  source: 'demo',
}));
let failed = 0;
for (const lead of posts) {
  const res = await fetch(`${base}/api/lead/api/v1/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${store}`, 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  const body = (await res.json()) as { id?: string; merged?: boolean; assignees?: number; Message?: string };
  if (!res.ok) failed++;
  console.log(
    res.ok
      ? `inmueble ${lead.productId}: ${res.status} cliente potencial ${body.id}${body.merged ? ' (fusionado)' : `, enviado a ${body.assignees} usuario(s)`}`
      : `inmueble ${lead.productId}: ${res.status} ${body.Message ?? ''}`,
  );
}
process.exit(failed ? 1 : 0);
