import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, properties } from '../../db/schema.ts';
import type { Tx } from './service.ts';

/**
 * Deletes properties, inside the caller's transaction: their details, images, responsible-user links and exclusions
 * go with them (the schema's cascades); leads keep their contact data and only lose the link to the property. The
 * single delete (delete-product) and the deletion by file both call it, after their own checks of role and tenancy.
 * Answers the ids deleted.
 */
export async function deleteProperties(tx: Tx | Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  await tx.update(leads).set({ propertyId: null }).where(inArray(leads.propertyId, ids));
  const deleted = await tx
    .delete(properties)
    .where(inArray(properties.id, ids))
    .returning({ id: properties.id });
  return deleted.map((d) => d.id);
}
