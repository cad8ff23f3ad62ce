import { describe, expect, it } from 'vitest';
import { menuFor } from '../access.ts';
import { maintenanceFormSchema, maintenanceSwitchSchema } from '../schemas/maintenance.schema.ts';
import { maintenanceEndText } from './maintenance-end-text.ts';
import {
  maintenanceIssues,
  maintenancePollDelay,
  maintenanceRetryAfter,
  maintenanceReturnPath,
} from './maintenance-rules.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('switching maintenance mode', () => {
  // [case, switch, expected messages by field]
  it.each<[string, { enabled: boolean; message: string; expectedEnd: Date | null }, Record<string, string>]>([
    ['on with a message and no end', { enabled: true, message: 'Volvemos pronto', expectedEnd: null }, {}],
    [
      'on with a message and an end in the future',
      { enabled: true, message: 'Volvemos pronto', expectedEnd: at('2026-11-25T12:00:01Z') },
      {},
    ],
    [
      'on without a message',
      { enabled: true, message: '', expectedEnd: null },
      { message: 'Escriba el mensaje que verán los usuarios.' },
    ],
    [
      'on with only blanks as message',
      { enabled: true, message: '   ', expectedEnd: null },
      { message: 'Escriba el mensaje que verán los usuarios.' },
    ],
    [
      'on with the end right now',
      { enabled: true, message: 'x', expectedEnd: at('2026-11-25T12:00:00Z') },
      { expectedEnd: 'Indique un fin previsto futuro: esa fecha y hora ya pasaron.' },
    ],
    [
      'on with the end in the past and no message',
      { enabled: true, message: '', expectedEnd: at('2026-11-24T08:00:00Z') },
      {
        message: 'Escriba el mensaje que verán los usuarios.',
        expectedEnd: 'Indique un fin previsto futuro: esa fecha y hora ya pasaron.',
      },
    ],
    ['off, with nothing else', { enabled: false, message: '', expectedEnd: at('2020-01-01T00:00:00Z') }, {}],
  ])('%s', (_case, input, expected) => {
    const issues = Object.fromEntries(maintenanceIssues(input, NOW).map((i) => [i.path, i.message]));
    expect(issues).toEqual(expected);
  });
});

describe('the API schema of the switch', () => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  it.each<[string, unknown, string | null]>([
    [
      'on with message and future end',
      { enabled: true, message: 'Mantenimiento', expectedEnd: future },
      null,
    ],
    ['off alone', { enabled: false }, null],
    ['on without message', { enabled: true }, 'Escriba el mensaje que verán los usuarios.'],
    [
      'a message over 500 characters',
      { enabled: true, message: 'a'.repeat(501) },
      'Debe tener máximo 500 caracteres',
    ],
    [
      'an end that is not an instant',
      { enabled: true, message: 'x', expectedEnd: 'mañana' },
      'Ingrese una fecha y hora válidas.',
    ],
    [
      'an end in the past',
      { enabled: true, message: 'x', expectedEnd: '2020-01-01T00:00:00Z' },
      'Indique un fin previsto futuro: esa fecha y hora ya pasaron.',
    ],
    ['enabled missing', { message: 'x' }, 'Debe ser verdadero o falso'],
  ])('%s', (_case, body, message) => {
    const result = maintenanceSwitchSchema.safeParse(body);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.message).join(' | ')).toContain(message);
  });

  it('trims the message', () => {
    expect(maintenanceSwitchSchema.parse({ enabled: true, message: '  Hola  ' }).message).toBe('Hola');
  });

  it('checks the form (a datetime-local end) with the same rules', () => {
    expect(maintenanceFormSchema.safeParse({ message: '', expectedEnd: '' }).error?.issues[0]?.message).toBe(
      'Escriba el mensaje que verán los usuarios.',
    );
    expect(
      maintenanceFormSchema.safeParse({ message: 'x', expectedEnd: '2020-01-01T10:00' }).error?.issues[0]
        ?.message,
    ).toBe('Indique un fin previsto futuro: esa fecha y hora ya pasaron.');
    expect(maintenanceFormSchema.safeParse({ message: 'x', expectedEnd: '' }).success).toBe(true);
  });
});

describe('Retry-After', () => {
  it.each<[string, Date | null, number]>([
    ['no expected end: five minutes', null, 300],
    ['end passed: five minutes', at('2026-11-25T11:00:00Z'), 300],
    ['end in 90 s', at('2026-11-25T12:01:30Z'), 90],
    ['end in 1.2 s: rounded up', at('2026-11-25T12:00:01.200Z'), 2],
    ['end in 2 hours', at('2026-11-25T14:00:00Z'), 7200],
  ])('%s', (_case, end, seconds) => {
    expect(maintenanceRetryAfter(end, NOW)).toBe(seconds);
  });
});

describe('how often /mantenimiento asks', () => {
  it.each<[number | null, number]>([
    [null, 10_000],
    [300, 10_000],
    [10, 10_000],
    [4, 4_000],
    [0, 1_000],
  ])('Retry-After %s s: every %s ms', (retryAfter, ms) => {
    expect(maintenancePollDelay(retryAfter)).toBe(ms);
  });
});

describe('the way back from /mantenimiento', () => {
  it.each<[string | null, string]>([
    ['/catalogo/inmuebles?page=2', '/catalogo/inmuebles?page=2'],
    ['/tiendas/usuarios/detalle/5', '/tiendas/usuarios/detalle/5'],
    [null, '/inicio'],
    ['', '/inicio'],
    ['https://otro.example/phish', '/inicio'],
    ['//otro.example', '/inicio'],
    ['/\\otro.example', '/inicio'],
    ['/mantenimiento', '/inicio'],
    ['/mantenimiento?volver=/x', '/inicio'],
    ['javascript:alert(1)', '/inicio'],
  ])('%s → %s', (value, path) => {
    expect(maintenanceReturnPath(value)).toBe(path);
  });
});

describe('the expected end as users read it', () => {
  it('says when, in Bogotá time and Spanish', () => {
    expect(maintenanceEndText('2026-11-25T20:30:00Z').replace(/\s/g, ' ')).toBe(
      'Esperamos estar de vuelta el 25 de noviembre de 2026 a las 3:30 p. m.',
    );
    expect(maintenanceEndText(null)).toBe('Aún no tenemos una hora prevista de regreso.');
  });
});

describe('the platform admins menu entry', () => {
  const entry = (role: string) =>
    menuFor({ role, isAdmin: true, isAgency: false })
      .sections.flatMap((s) => s.items.map((i) => `${s.title} › ${i.label} ${i.to}`))
      .filter((x) => x.includes('/mantenimiento'));
  it.each<[string, string[]]>([
    ['SuperAdmin', ['Plataforma › Mantenimiento /mantenimiento']],
    ['Administrador_Bancolombia', ['Plataforma › Mantenimiento /mantenimiento']],
    ['Operativo_Bancolombia', []],
    ['Visualizador_Bancolombia', []],
  ])('%s', (role, expected) => {
    expect(entry(role)).toEqual(expected);
  });
  it('is never in a store user menu', () => {
    expect(
      menuFor({ role: 'Admintrador_Seller', isAdmin: false, isAgency: false }).sections.flatMap((s) =>
        s.items.map((i) => i.to),
      ),
    ).not.toContain('/mantenimiento');
  });
});
