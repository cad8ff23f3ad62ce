import { describe, expect, it } from 'vitest';
import {
  isPlatformRole,
  isSuperAdmin,
  ROLE_NAMES,
  roleLabel,
  storeRoleTag,
  titleWithoutSelectedStore,
} from './roles.ts';

describe('role labels (spec section 6)', () => {
  it.each([
    ['SuperAdmin', 'Administrador Bancolombia'],
    ['Admintrador_Seller', 'Administrador'],
    ['Visualizador_Seller', 'Visualizador'],
    ['Operativo_Seller', 'Operativo'],
    ['Asesor_Comercial', 'Asesor Comercial'],
    ['Administrador_Bancolombia', 'Administrador'],
    ['Visualizador_Bancolombia', 'Visualizador'],
    ['Operativo_Bancolombia', 'Operativo'],
    ['Administrador_SellerDeSeller', 'Administrador'],
    ['Cualquier_Otro', 'Rol'],
    ['', 'Rol'],
  ])('%s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('knows every role name the spec lists, spelled as the spec spells it', () => {
    expect(ROLE_NAMES).toContain('Admintrador_Seller');
    expect(ROLE_NAMES).toHaveLength(9);
  });
});

describe('store selector role tag', () => {
  it.each([
    ['Visualizador_Seller', 'Visualizador (solo lectura)'],
    ['Visualizador_Bancolombia', 'Visualizador (solo lectura)'],
    ['Admintrador_Seller', 'Administrador'],
    ['Administrador_SellerDeSeller', 'Administrador'],
    ['Operativo_Seller', 'Operativo'],
    ['Asesor_Comercial', 'Asesor Comercial'],
    ['Operativo_Bancolombia', 'Operativo'],
    ['Otro_Rol', 'Rol'],
  ])('%s → %s', (role, tag) => expect(storeRoleTag(role)).toBe(tag));
});

describe('super admin detection: a role claim containing SuperAdmin', () => {
  it.each([
    [['SuperAdmin'], true],
    [['Admintrador_Seller', 'SuperAdmin'], true],
    ['SuperAdmin', true],
    [['Administrador_Bancolombia'], false],
    [[], false],
  ] as const)('%j → %s', (roles, expected) =>
    expect(isSuperAdmin(roles as string[] | string)).toBe(expected),
  );
});

describe('platform roles', () => {
  it.each([
    ['SuperAdmin', true],
    ['Administrador_Bancolombia', true],
    ['Visualizador_Bancolombia', true],
    ['Operativo_Bancolombia', true],
    ['Admintrador_Seller', false],
    ['Asesor_Comercial', false],
  ])('%s → %s', (role, expected) => expect(isPlatformRole(role)).toBe(expected));
});

describe('title of an identity-provider user with no selected store', () => {
  it.each([
    [['Visualizador_Seller', 'Admintrador_Seller'], 'Administrador'],
    [['Visualizador_Seller'], 'Visualizador'],
    [[], 'Visualizador'],
  ])('%j → %s', (roles, title) => expect(titleWithoutSelectedStore(roles)).toBe(title));
});
