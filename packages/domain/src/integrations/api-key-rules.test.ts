import { describe, expect, it } from 'vitest';
import { formatDate } from '../format.ts';
import {
  apiKeyExpiryInstant,
  apiKeyExpiryProblem,
  apiKeyLastServingInstant,
  apiKeyState,
  canManageApiKeys,
  canSeeApiKeys,
  colombiaToday,
  type KeyManager,
} from './api-key-rules.ts';

const NOW = new Date('2026-11-25T15:00:00Z');

describe('a key’s state: Revocada, Vencida or Activa', () => {
  const cases: [string, string | null, string | null, string][] = [
    ['neither revoked nor expiring', null, null, 'Activa'],
    ['expiring tomorrow', null, '2026-11-26T15:00:00Z', 'Activa'],
    ['expiring one millisecond from now', null, '2026-11-25T15:00:00.001Z', 'Activa'],
    ['expiring at this very instant', null, '2026-11-25T15:00:00Z', 'Vencida'],
    ['expired yesterday', null, '2026-11-24T15:00:00Z', 'Vencida'],
    ['revoked, no expiry', '2026-11-20T10:00:00Z', null, 'Revocada'],
    ['revoked before it expired', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z', 'Revocada'],
    ['revoked, expiry still ahead', '2026-11-20T10:00:00Z', '2027-01-01T00:00:00Z', 'Revocada'],
  ];
  it.each(cases)('%s → %s', (_name, revokedAt, expiresAt, state) => {
    expect(apiKeyState({ revokedAt, expiresAt }, NOW)).toBe(state);
  });
});

const ANDINA = 'andina';
const OTHER = 'horizonte';
const platform = (role: string): KeyManager => ({
  isAdmin: true,
  role,
  constructorId: null,
  projectRoles: [],
});
const store = (projectRoles: string[], constructorId: string | null = ANDINA): KeyManager => ({
  isAdmin: false,
  role: projectRoles[0] ?? 'Visualizador_Seller',
  constructorId,
  projectRoles,
});

describe('who manages (and sees) a company’s keys: platform administrators, and its own Administrador', () => {
  const cases: [string, KeyManager, string, boolean, boolean][] = [
    // name, caller, company of the keys, may manage, may see
    ['SuperAdmin, any builder', platform('SuperAdmin'), OTHER, true, true],
    ['Administrador_Bancolombia, any builder', platform('Administrador_Bancolombia'), ANDINA, true, true],
    ['Operativo_Bancolombia: sees, does not manage', platform('Operativo_Bancolombia'), ANDINA, false, true],
    [
      'Visualizador_Bancolombia: sees, does not manage',
      platform('Visualizador_Bancolombia'),
      ANDINA,
      false,
      true,
    ],
    ['Administrador of its builder’s project', store(['Admintrador_Seller']), ANDINA, true, true],
    [
      // A key opens the whole builder: a Visualizador somewhere may not mint one (a role counts where it is held).
      'Administrador of one project, Visualizador of another',
      store(['Visualizador_Seller', 'Admintrador_Seller']),
      ANDINA,
      false,
      false,
    ],
    [
      'Administrador of two projects',
      store(['Admintrador_Seller', 'Admintrador_Seller']),
      ANDINA,
      true,
      true,
    ],
    [
      'agency Administrador (Administrador_SellerDeSeller)',
      store(['Administrador_SellerDeSeller']),
      ANDINA,
      true,
      true,
    ],
    ['Operativo only', store(['Operativo_Seller']), ANDINA, false, false],
    ['Visualizador only', store(['Visualizador_Seller']), ANDINA, false, false],
    ['Asesor Comercial only', store(['Asesor_Comercial']), ANDINA, false, false],
    ['no project at all', store([]), ANDINA, false, false],
    ['Administrador, but of another builder', store(['Admintrador_Seller']), OTHER, false, false],
    ['store user without a company', store(['Admintrador_Seller'], null), ANDINA, false, false],
    ['a platform role held at a project grants nothing', store(['SuperAdmin']), ANDINA, false, false],
  ];
  it.each(cases)('%s → manage %s', (_name, caller, company, manage, see) => {
    expect(canManageApiKeys(caller, company)).toBe(manage);
    expect(canSeeApiKeys(caller, company)).toBe(see);
  });
});

describe('expiry: a later day than today in Colombia, at most 730 days away', () => {
  it.each([
    ['2026-11-25T15:00:00Z', '2026-11-25'],
    // 23:30 in Bogotá is still the 24th there, the 25th in UTC.
    ['2026-11-25T04:30:00Z', '2026-11-24'],
    ['2026-11-25T05:00:00Z', '2026-11-25'],
  ])('at %s it is %s in Colombia', (instant, day) => {
    expect(colombiaToday(new Date(instant))).toBe(day);
  });

  const today = '2026-11-25';
  const cases: [string, string, string | null][] = [
    ['tomorrow', '2026-11-26', null],
    ['in a month', '2026-12-25', null],
    ['730 days away (2028-11-24)', '2028-11-24', null],
    ['731 days away', '2028-11-25', 'tooFar'],
    ['today', '2026-11-25', 'past'],
    ['yesterday', '2026-11-24', 'past'],
    ['not a calendar day', '2026-02-30', 'format'],
    ['day first', '26/11/2026', 'format'],
    ['a date and time', '2026-11-26T10:00', 'format'],
    ['text', 'mañana', 'format'],
  ];
  it.each(cases)('%s (%s) → %s', (_name, day, problem) => {
    expect(apiKeyExpiryProblem(day, today)).toBe(problem);
  });

  it('a key set to expire on a day serves through the end of that day, Bogotá time', () => {
    expect(apiKeyExpiryInstant('2026-12-31').toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // The list shows the chosen day, not the instant after it.
    expect(formatDate(apiKeyLastServingInstant('2027-01-01T05:00:00.000Z'))).toBe('31/12/2026');
  });
});
