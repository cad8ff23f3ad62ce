import type { IntegrationScope } from '@tu360/domain';
import type { Db } from '../../src/db/client.ts';
import { apiKeys } from '../../src/db/schema.ts';
import { newKeySecrets } from '../../src/modules/integrations/key-secrets.ts';

export const ALL_SCOPES: IntegrationScope[] = ['catalog:read', 'catalog:write', 'leads:read'];

export interface TestKey {
  id: string;
  name: string;
  applicationKey: string;
  token: string;
  /** The two headers of the integration API. */
  headers: { 'x-application-key': string; 'x-api-token': string };
}

/**
 * An integration key of a builder written straight into the database (the key management routes are another
 * module's): its token stored only as its hash, as the portal stores it.
 */
export async function integrationKey(
  db: Db,
  constructorId: string,
  overrides: {
    name?: string;
    scopes?: IntegrationScope[];
    expiresAt?: Date | null;
    revokedAt?: Date | null;
  } = {},
): Promise<TestKey> {
  const secrets = newKeySecrets();
  const name = overrides.name ?? `Integración de prueba ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      constructorId,
      name,
      applicationKey: secrets.applicationKey,
      tokenHash: secrets.tokenHash,
      tokenPrefix: secrets.tokenPrefix,
      scopes: overrides.scopes ?? ALL_SCOPES,
      expiresAt: overrides.expiresAt ?? null,
      revokedAt: overrides.revokedAt ?? null,
    })
    .returning({ id: apiKeys.id });
  return {
    id: row.id,
    name,
    applicationKey: secrets.applicationKey,
    token: secrets.token,
    headers: { 'x-application-key': secrets.applicationKey, 'x-api-token': secrets.token },
  };
}
