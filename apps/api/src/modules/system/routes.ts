import { CAPTCHA_FALLBACK_TOKEN } from '@tu360/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { errorMessage } from '../../lib/errors.ts';

export async function systemRoutes(
  app: FastifyInstance,
  opts: { database: Database; env: Env; oidcAuthority: string | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Responde si la base de datos está disponible',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: errorMessage,
        },
      },
    },
    async (_request, reply) => {
      try {
        await opts.database.ping();
        return { status: 'ok' as const, database: opts.database.kind };
      } catch {
        return reply.code(503).send({ Message: 'La base de datos no responde.' });
      }
    },
  );
  r.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        operationId: 'getConfig',
        summary: 'Configuración pública del portal (proveedor de identidad, captcha, enlace de ayuda)',
        response: {
          200: z.object({
            faqUrl: z.string(),
            oidc: z
              .object({ authority: z.string(), clientId: z.string(), secondClientId: z.string() })
              .nullable(),
            captcha: z.object({ enabled: z.boolean(), fallbackToken: z.string() }),
          }),
        },
      },
    },
    async () => ({
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
  );
}
