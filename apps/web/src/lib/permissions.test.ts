import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeUser } from '../test/fixtures.ts';
import { useCan, useEffectiveRole } from './permissions.ts';
import { session } from './session-store.ts';

const seller = (role: string) => ({ id: 's-1', name: 'Torres', role, logo: null, nit: null, status: null });

// Spec sections 4 and 6: the role comes from the selected store, else from the profile; viewer mode holds when the
// selected seller's role is Visualizador_Seller; viewers are read-only.
describe('effective role and viewer mode', () => {
  beforeEach(() => {
    session.logout();
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });

  it('with no store selected, the profile role: an Administrador writes', () => {
    const { result } = renderHook(() => [useEffectiveRole(), useCan('catalog.write')] as const);
    expect(result.current).toEqual(['Admintrador_Seller', true]);
  });

  it('an Administrador of the builder who selects a store where they are Visualizador is read-only there', () => {
    session.selectSeller(seller('Visualizador_Seller'));
    const { result } = renderHook(() => [useEffectiveRole(), useCan('catalog.write')] as const);
    expect(result.current).toEqual(['Visualizador_Seller', false]);
  });

  it('an Operativo store writes the catalog but does not approve', () => {
    session.selectSeller(seller('Operativo_Seller'));
    const { result } = renderHook(() => [useCan('catalog.write'), useCan('catalog.approve')] as const);
    expect(result.current).toEqual([true, false]);
  });
});
