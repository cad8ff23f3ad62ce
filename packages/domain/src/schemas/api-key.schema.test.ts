import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeyCreateSchema } from './api-key.schema.ts';

const messages = (input: unknown) => {
  const r = apiKeyCreateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the "Crear clave" form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 10:00 in Bogotá on 25 November 2026.
    vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const ok = { name: 'ERP de ventas', scopes: ['catalog:read'] };

  it('takes a name and one scope, trimmed, without expiry', () => {
    expect(apiKeyCreateSchema.parse({ ...ok, name: '  ERP de ventas ', expiresOn: '' })).toEqual({
      name: 'ERP de ventas',
      scopes: ['catalog:read'],
    });
  });

  const cases: [string, Record<string, unknown>, string[]][] = [
    ['no name', { ...ok, name: '   ' }, ['name: Campo obligatorio']],
    ['a name of 81 characters', { ...ok, name: 'a'.repeat(81) }, ['name: Debe tener máximo 80 caracteres']],
    ['no scope', { ...ok, scopes: [] }, ['scopes: Seleccione al menos un permiso.']],
    ['scopes missing', { name: 'x' }, ['scopes: Seleccione al menos un permiso.']],
    ['an unknown scope', { ...ok, scopes: ['catalog:delete'] }, ['scopes.0: Seleccione una opción válida']],
    [
      'the same scope twice',
      { ...ok, scopes: ['leads:read', 'leads:read'] },
      ['scopes: Un permiso aparece más de una vez.'],
    ],
    [
      'expiring today',
      { ...ok, expiresOn: '2026-11-25' },
      ['expiresOn: Debe elegir una fecha de vencimiento posterior a hoy.'],
    ],
    [
      'expiring in 731 days',
      { ...ok, expiresOn: '2028-11-25' },
      ['expiresOn: La fecha de vencimiento no puede superar 730 días desde hoy.'],
    ],
    [
      'an expiry that is no date',
      { ...ok, expiresOn: '31/12/2026' },
      ['expiresOn: Ingrese una fecha válida (AAAA-MM-DD).'],
    ],
    [
      'a company that is no id',
      { ...ok, constructorId: 'andina' },
      ['constructorId: Seleccione una opción válida'],
    ],
  ];
  it.each(cases)('%s → %j', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('takes every scope and an expiry from tomorrow to two years', () => {
    expect(
      messages({ ...ok, scopes: ['catalog:read', 'catalog:write', 'leads:read'], expiresOn: '2026-11-26' }),
    ).toEqual([]);
    expect(messages({ ...ok, expiresOn: '2028-11-24' })).toEqual([]);
  });
});
