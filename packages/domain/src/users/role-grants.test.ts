import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../roles.ts';
import { canGrantRole, canManageUser, type GrantActor, grantableRoles } from './role-grants.ts';
import { userState } from './user-state.ts';

const superAdmin: GrantActor = { isAdmin: true, role: 'SuperAdmin', roles: ['SuperAdmin'] };
const bankAdmin: GrantActor = { isAdmin: true, role: 'Administrador_Bancolombia' };
const bankOperative: GrantActor = { isAdmin: true, role: 'Operativo_Bancolombia' };
const bankViewer: GrantActor = { isAdmin: true, role: 'Visualizador_Bancolombia' };
const builderAdmin: GrantActor = { isAdmin: false, role: 'Admintrador_Seller' };
const agencyAdmin: GrantActor = { isAdmin: false, role: 'Administrador_SellerDeSeller' };
const operative: GrantActor = { isAdmin: false, role: 'Operativo_Seller' };
const viewer: GrantActor = { isAdmin: false, role: 'Visualizador_Seller' };
const adviser: GrantActor = { isAdmin: false, role: 'Asesor_Comercial' };

const BUILDER = ['Admintrador_Seller', 'Operativo_Seller', 'Visualizador_Seller', 'Asesor_Comercial'];
const AGENCY = ['Administrador_SellerDeSeller', ...BUILDER];
const PLATFORM = [
  'SuperAdmin',
  'Administrador_Bancolombia',
  'Visualizador_Bancolombia',
  'Operativo_Bancolombia',
];

/** Who may give which role, on a platform user (kind null), a builder's user and an agency's user. */
const MATRIX: [string, GrantActor, { platform: string[]; builder: string[]; agency: string[] }][] = [
  ['SuperAdmin', superAdmin, { platform: PLATFORM, builder: BUILDER, agency: AGENCY }],
  [
    'Administrador_Bancolombia',
    bankAdmin,
    { platform: ['Visualizador_Bancolombia', 'Operativo_Bancolombia'], builder: BUILDER, agency: AGENCY },
  ],
  ['Operativo_Bancolombia', bankOperative, { platform: [], builder: [], agency: [] }],
  ['Visualizador_Bancolombia', bankViewer, { platform: [], builder: [], agency: [] }],
  ['Admintrador_Seller (en su proyecto)', builderAdmin, { platform: [], builder: BUILDER, agency: AGENCY }],
  [
    'Administrador_SellerDeSeller (en su proyecto)',
    agencyAdmin,
    { platform: [], builder: [], agency: AGENCY },
  ],
  ['Operativo_Seller', operative, { platform: [], builder: [], agency: [] }],
  ['Visualizador_Seller', viewer, { platform: [], builder: [], agency: [] }],
  ['Asesor_Comercial', adviser, { platform: [], builder: [], agency: [] }],
];

describe('role grants: nobody grants a role above their own or outside their reach', () => {
  describe.each(MATRIX)('%s', (_name, actor, expected) => {
    it.each(ROLE_NAMES)('grants %s only where the table says', (role) => {
      expect(canGrantRole(actor, role, { kind: null })).toBe(expected.platform.includes(role));
      expect(canGrantRole(actor, role, { kind: 'builder', roleThere: actor.role })).toBe(
        expected.builder.includes(role),
      );
      expect(canGrantRole(actor, role, { kind: 'agency', roleThere: actor.role })).toBe(
        expected.agency.includes(role),
      );
    });
  });

  it('a store administrator grants nothing on a project where it is a viewer', () => {
    for (const role of BUILDER)
      expect(canGrantRole(builderAdmin, role, { kind: 'builder', roleThere: 'Visualizador_Seller' })).toBe(
        false,
      );
    for (const role of BUILDER)
      expect(canGrantRole(builderAdmin, role, { kind: 'builder', roleThere: null })).toBe(false);
  });

  it('an unknown role is never granted', () => {
    expect(canGrantRole(superAdmin, 'Dios', { kind: null })).toBe(false);
    expect(canGrantRole(superAdmin, 'Dios', { kind: 'builder' })).toBe(false);
  });

  it('the roles list marks what the caller may grant', () => {
    expect(grantableRoles(superAdmin, null)).toEqual([...ROLE_NAMES]);
    expect(grantableRoles(bankAdmin, 'builder')).toEqual([
      'Admintrador_Seller',
      'Visualizador_Seller',
      'Operativo_Seller',
      'Asesor_Comercial',
      'Visualizador_Bancolombia',
      'Operativo_Bancolombia',
    ]);
    expect(grantableRoles(builderAdmin, 'builder')).toEqual([
      'Admintrador_Seller',
      'Visualizador_Seller',
      'Operativo_Seller',
      'Asesor_Comercial',
    ]);
    expect(grantableRoles(operative, 'builder')).toEqual([]);
    expect(grantableRoles(bankViewer, null)).toEqual([]);
  });
});

describe('reach over an existing user', () => {
  const builderUser = (role: string, projects: { role: string; actorRoleThere: string | null }[] = []) => ({
    kind: 'builder' as const,
    role,
    projects,
  });
  it.each([
    [
      'SuperAdmin manages a bank administrator',
      superAdmin,
      { kind: null, role: 'Administrador_Bancolombia', projects: [] },
      undefined,
      true,
    ],
    [
      'a bank administrator does not manage another bank administrator',
      bankAdmin,
      { kind: null, role: 'Administrador_Bancolombia', projects: [] },
      undefined,
      false,
    ],
    [
      'a bank administrator does not manage SuperAdmin',
      bankAdmin,
      { kind: null, role: 'SuperAdmin', projects: [] },
      undefined,
      false,
    ],
    [
      'a bank administrator manages a builder operative',
      bankAdmin,
      builderUser('Operativo_Seller', [{ role: 'Operativo_Seller', actorRoleThere: null }]),
      undefined,
      true,
    ],
    [
      'a builder administrator manages an operative of its project',
      builderAdmin,
      builderUser('Operativo_Seller', [{ role: 'Operativo_Seller', actorRoleThere: 'Admintrador_Seller' }]),
      'Admintrador_Seller',
      true,
    ],
    [
      '… not one also on a project where it is a viewer',
      builderAdmin,
      builderUser('Operativo_Seller', [
        { role: 'Operativo_Seller', actorRoleThere: 'Admintrador_Seller' },
        { role: 'Operativo_Seller', actorRoleThere: 'Visualizador_Seller' },
      ]),
      'Admintrador_Seller',
      false,
    ],
    [
      '… not one on a project it does not hold',
      builderAdmin,
      builderUser('Operativo_Seller', [{ role: 'Operativo_Seller', actorRoleThere: null }]),
      'Admintrador_Seller',
      false,
    ],
    [
      'a builder administrator does not manage a platform user',
      builderAdmin,
      { kind: null, role: 'Visualizador_Bancolombia', projects: [] },
      'Admintrador_Seller',
      false,
    ],
    [
      'an operative manages nobody',
      operative,
      builderUser('Visualizador_Seller', [
        { role: 'Visualizador_Seller', actorRoleThere: 'Operativo_Seller' },
      ]),
      'Operativo_Seller',
      false,
    ],
  ] as const)('%s', (_name, actor, target, managingRole, expected) => {
    expect(canManageUser(actor, target, managingRole)).toBe(expected);
  });
});

describe('user state', () => {
  it.each([
    [{ isActive: true, lastVisitAt: null }, 'Pendiente'],
    [{ isActive: true, lastVisitAt: '2026-11-01T10:00:00Z' }, 'Activo'],
    [{ isActive: false, lastVisitAt: '2026-11-01T10:00:00Z' }, 'Inactivo'],
    [{ isActive: false, lastVisitAt: null }, 'Inactivo'],
  ] as const)('%o is %s', (user, state) => {
    expect(userState(user)).toBe(state);
  });
});
