import { describe, expect, it } from 'vitest';
import { es } from '../messages/es.ts';
import { leadIntakeSchema, leadUpdateSchema } from '../schemas/lead.schema.ts';
import {
  leadDateRange,
  leadGrowthPercent,
  leadStateLabel,
  leadWriteAccess,
  previousPeriod,
} from './lead-rules.ts';

describe('lead rules', () => {
  it.each([
    [10, 5, 100],
    [5, 10, -50],
    [3, 0, 100],
    [0, 0, 0],
    [7, 3, 133.3],
  ])('growth of %i against %i is %d %%', (current, previous, growth) => {
    expect(leadGrowthPercent(current, previous)).toBe(growth);
  });

  it('the previous period has the same length and ends where the period starts', () => {
    const p = previousPeriod(new Date('2026-11-01T05:00:00Z'), new Date('2026-11-08T05:00:00Z'));
    expect(p.from.toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });

  it.each([
    ['New', 'Nuevo'],
    ['Contacted', 'Contactado'],
    ['Negotiating', 'En negociación'],
    ['Won', 'Cerrado ganado'],
    ['Lost', 'Cerrado perdido'],
  ])('%s is "%s"', (state, label) => expect(leadStateLabel(state)).toBe(label));
});

describe('lead intake', () => {
  const valid = {
    productId: 12,
    fullName: 'Ana Pérez',
    email: 'ana@correo.test',
    phone: '3001234567',
    message: 'Quiero visitarlo',
    consent: true,
  };
  const messageOf = (patch: object, path: string) => {
    const r = leadIntakeSchema.safeParse({ ...valid, ...patch });
    return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === path)?.message;
  };
  it('takes a valid lead with the default source', () => {
    expect(leadIntakeSchema.parse(valid).source).toBe('tienda');
  });
  it.each([
    ['consent', { consent: false }, es.leads.consent],
    ['productId', { productId: undefined }, es.leads.propertyOrProject],
    ['email', { email: 'ana' }, es.validation.email],
    ['phone', { phone: '12' }, es.validation.phone],
    ['fullName', { fullName: ' ' }, es.common.required],
  ])('refuses a bad %s in Spanish', (path, patch, message) => {
    expect(messageOf(patch, path)).toBe(message);
  });
  it('a change needs a state or an assignee', () => {
    const r = leadUpdateSchema.safeParse({ note: 'hola' });
    expect(r.success ? undefined : r.error.issues[0].message).toBe(es.leads.nothingToChange);
  });

  it.each([
    ['2026-11-01', '2026-11-07', { From: '2026-11-01T00:00:00-05:00', To: '2026-11-08T00:00:00-05:00' }],
    ['2026-12-31', '2026-12-31', { From: '2026-12-31T00:00:00-05:00', To: '2027-01-01T00:00:00-05:00' }],
    ['2028-02-28', '2028-02-28', { From: '2028-02-28T00:00:00-05:00', To: '2028-02-29T00:00:00-05:00' }],
    ['', '2026-11-30', { To: '2026-12-01T00:00:00-05:00' }],
    ['2026-11-01', '', { From: '2026-11-01T00:00:00-05:00' }],
    ['', '', {}],
    ['2026-13-40', 'ayer', {}],
  ])('the days %s to %s are the instants %o', (from, to, range) => {
    expect(leadDateRange(from, to)).toEqual(range);
  });

  it.each([
    ['SuperAdmin', 'all'],
    ['Administrador_Bancolombia', 'all'],
    ['Operativo_Bancolombia', 'all'],
    ['Visualizador_Bancolombia', 'none'],
    ['Admintrador_Seller', 'all'],
    ['Administrador_SellerDeSeller', 'all'],
    ['Operativo_Seller', 'all'],
    ['Asesor_Comercial', 'own-state'],
    ['Visualizador_Seller', 'none'],
    ['Desconocido', 'none'],
  ])('a lead at a project where the caller is %s: %s may be changed', (role, access) => {
    expect(leadWriteAccess(role)).toBe(access);
  });
});
