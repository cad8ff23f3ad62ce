import { describe, expect, it } from 'vitest';
import { permissionsOfScopes } from './scope-permissions.ts';

describe('the permissions of an integration key, from its scopes', () => {
  it.each([
    [[], []],
    [['catalog:read'], ['portal.read']],
    [['catalog:write'], ['catalog.write']],
    [['leads:read'], ['leads.read']],
    [
      ['catalog:read', 'catalog:write', 'leads:read'],
      ['portal.read', 'catalog.write', 'leads.read'],
    ],
    [['catalog:write', 'catalog:write'], ['catalog.write']],
  ] as const)('%j → %j', (scopes, permissions) => {
    expect(permissionsOfScopes(scopes)).toEqual(permissions);
  });

  it('never gives what no scope names: approving, prices, users, the builder, the keys themselves', () => {
    const all = permissionsOfScopes(['catalog:read', 'catalog:write', 'leads:read']);
    for (const p of [
      'catalog.approve',
      'prices.update',
      'users.write',
      'company.edit',
      'integrations.manage',
    ])
      expect(all).not.toContain(p);
  });
});
