import { apiKeyExpiryInstant, es } from '@tu360/domain';
import { createApiKey, getApiKey, getApiKeys, revokeApiKey, rotateApiKey } from '@tu360/domain/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { conflict } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import { newKeySecrets } from './key-secrets.ts';
import {
  assertKeysAccess,
  auditKey,
  companyOf,
  createdFields,
  keyAfterWrite,
  keyManagerOf,
  keyPage,
  reachableKey,
  requireCompany,
} from './keys-queries.ts';

const STATE = es.integrations.fields.state;

/**
 * Integration keys of a builder or agency (issue 15), for the portal's Integraciones pages: its Administrador (a
 * store user who is Administrador at one of its projects at least) and platform administrators for any company;
 * the other platform roles see them. The application key and the token leave the server once, in the answer of
 * the creation or the rotation; the database keeps the application key and the token's SHA-256 only. A revocation
 * takes effect on the key's next request: the integration API's key check reads the row every time (key-auth.ts).
 */
export async function apiKeyRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getApiKeys),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const caller = await keyManagerOf(db, p);
      const constructorId = await companyOf(db, caller, request.query.ConstructorId);
      // Every company's keys: platform administrators only (companyOf gives a store user its own).
      if (constructorId) assertKeysAccess(caller, constructorId, false);
      return keyPage(db, constructorId, request.query);
    },
  });

  r.route({
    ...contractRoute(getApiKey),
    preHandler: app.authenticate,
    handler: async (request) =>
      reachableKey(db, await keyManagerOf(db, principal(request)), request.params.id, false),
  });

  r.route({
    ...contractRoute(createApiKey),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const body = request.body;
      const caller = await keyManagerOf(db, p);
      const constructorId = requireCompany(await companyOf(db, caller, body.constructorId));
      assertKeysAccess(caller, constructorId, true);
      const secrets = newKeySecrets();
      const expiresAt = body.expiresOn ? apiKeyExpiryInstant(body.expiresOn) : null;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiKeys)
          .values({
            constructorId,
            name: body.name,
            applicationKey: secrets.applicationKey,
            tokenHash: secrets.tokenHash,
            tokenPrefix: secrets.tokenPrefix,
            scopes: body.scopes,
            createdBy: p.userId,
            expiresAt,
          })
          .returning({ id: apiKeys.id });
        await auditKey(
          tx,
          p,
          { id: row.id, constructorId },
          'Create',
          createdFields({ ...body, tokenPrefix: secrets.tokenPrefix, expiresAt }),
        );
        return row.id;
      });
      request.log.info({ apiKeyId: id, constructorId }, 'clave de integración creada');
      return reply.code(201).send({
        ...(await keyAfterWrite(db, id)),
        applicationKey: secrets.applicationKey,
        token: secrets.token,
      });
    },
  });

  r.route({
    ...contractRoute(revokeApiKey),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const key = await reachableKey(db, await keyManagerOf(db, p), request.params.id, true);
      if (key.state === 'Revocada') throw conflict(es.integrations.alreadyRevoked);
      await db.transaction(async (tx) => {
        const done = await tx
          .update(apiKeys)
          .set({ revokedAt: new Date(), revokedBy: p.userId })
          .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt)))
          .returning({ id: apiKeys.id });
        // Revoked meanwhile by someone else.
        if (!done.length) throw conflict(es.integrations.alreadyRevoked);
        await auditKey(tx, p, key, 'Revoke', [{ field: STATE, before: key.state, after: 'Revocada' }]);
      });
      request.log.info({ apiKeyId: key.id }, 'clave de integración revocada');
      return keyAfterWrite(db, key.id);
    },
  });

  r.route({
    ...contractRoute(rotateApiKey),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const old = await reachableKey(db, await keyManagerOf(db, p), request.params.id, true);
      if (old.state === 'Revocada') throw conflict(es.integrations.alreadyRevoked);
      if (old.state === 'Vencida') throw conflict(es.integrations.expiredNoRotate);
      const secrets = newKeySecrets();
      const expiresAt = old.expiresAt ? new Date(old.expiresAt) : null;
      // The old key stops and the new one starts in one transaction: never both, never neither.
      const id = await db.transaction(async (tx) => {
        const done = await tx
          .update(apiKeys)
          .set({ revokedAt: new Date(), revokedBy: p.userId })
          .where(and(eq(apiKeys.id, old.id), isNull(apiKeys.revokedAt)))
          .returning({ id: apiKeys.id });
        if (!done.length) throw conflict(es.integrations.alreadyRevoked);
        const [row] = await tx
          .insert(apiKeys)
          .values({
            constructorId: old.constructorId,
            name: old.name,
            applicationKey: secrets.applicationKey,
            tokenHash: secrets.tokenHash,
            tokenPrefix: secrets.tokenPrefix,
            scopes: old.scopes,
            createdBy: p.userId,
            expiresAt,
            rotatedFrom: old.id,
          })
          .returning({ id: apiKeys.id });
        await auditKey(tx, p, old, 'Rotate', [{ field: STATE, before: old.state, after: 'Revocada' }]);
        await auditKey(
          tx,
          p,
          { id: row.id, constructorId: old.constructorId },
          'Rotate',
          createdFields({ ...old, tokenPrefix: secrets.tokenPrefix, expiresAt }),
        );
        return row.id;
      });
      request.log.info({ apiKeyId: id, rotatedFrom: old.id }, 'clave de integración rotada');
      return reply.code(201).send({
        ...(await keyAfterWrite(db, id)),
        applicationKey: secrets.applicationKey,
        token: secrets.token,
      });
    },
  });
}
