import { es, permissionsOfScopes } from '@tu360/domain';
import type { Principal } from '../auth/identity.ts';
import type { IntegrationCaller } from './key-auth.ts';

/** The role a key's principal carries: no role of the portal, so that nothing reads a role's permissions into it. */
export const KEY_ROLE = 'IntegrationKey';

/**
 * The key as the caller of the code it shares with the portal (issue 15): its builder's projects only
 * (tenant-scope.ts reads `apiKey`), the permissions of its scopes, and the audit's name for it,
 * «Integración «name»» with the key's id and no user (auditActorOf).
 */
export function keyPrincipal(caller: IntegrationCaller): Principal {
  const name = es.integrations.auditActor(caller.keyName);
  return {
    userId: caller.keyId,
    userName: name,
    givenName: name,
    familyName: '',
    roles: [],
    role: KEY_ROLE,
    constructorId: caller.constructorId,
    sellerId: null,
    isAdmin: false,
    isSuperAdmin: false,
    permissions: permissionsOfScopes(caller.scopes),
    sessionId: null,
    source: 'portal',
    apiKey: { id: caller.keyId, name: caller.keyName },
  };
}
