import { CAPTCHA_FALLBACK_TOKEN } from '@tu360/domain';
import { getConfig, getHealth, getReadiness } from '@tu360/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { DRAINING_MESSAGE } from '../../plugins/observability.ts';

export async function systemRoutes(
  app: FastifyInstance,
  opts: {
    database: Database;
    env: Env;
    oidcAuthority: string | null;
    /** Whether the shared limits' Redis answers (REDIS_URL); readiness asks it too. */
    redisPing?: () => Promise<void>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(getHealth),
    handler: async (_request, reply) => {
      try {
        await opts.database.ping();
        return { status: 'ok' as const, database: opts.database.kind };
      } catch {
        return reply.code(503).send({ Message: 'La base de datos no responde.' });
      }
    },
  });
  r.route({
    ...contractRoute(getReadiness),
    handler: async (_request, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ Message: DRAINING_MESSAGE });
      try {
        await opts.database.ping();
      } catch {
        return reply.code(503).send({ Message: 'La base de datos no responde.' });
      }
      if (opts.redisPing)
        try {
          await opts.redisPing();
        } catch {
          return reply.code(503).send({ Message: 'Redis no responde.' });
        }
      return { ready: true as const, database: opts.database.kind };
    },
  });
  r.route({
    ...contractRoute(getConfig),
    handler: async () => ({
      faqUrl: opts.env.FAQ_URL,
      oidc: opts.oidcAuthority
        ? {
            authority: opts.oidcAuthority,
            clientId: opts.env.OIDC_CLIENT_ID,
            secondClientId: opts.env.OIDC_SECOND_CLIENT_ID,
          }
        : null,
      captcha: { enabled: opts.env.CAPTCHA_VERIFIER !== 'disabled', fallbackToken: CAPTCHA_FALLBACK_TOKEN },
    }),
  });
}
