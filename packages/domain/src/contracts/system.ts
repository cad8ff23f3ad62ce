import { z } from 'zod';
import { errorMessage } from './errors.ts';
import { operation } from './operation.ts';

export const getHealth = operation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  tags: ['system'],
  summary: 'Responde si la base de datos está disponible',
  responses: {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    503: errorMessage,
  },
});

/**
 * Readiness of one instance (issue 16): its database answers and it is not draining. A balancer or an operator's
 * rolling restart waits for it before sending work; a stopping instance answers 503 while its requests finish.
 */
export const getReadiness = operation({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/health/ready',
  tags: ['system'],
  summary: 'Responde si esta instancia acepta trabajo: base de datos disponible y no se está deteniendo',
  responses: {
    200: z.object({ ready: z.literal(true), database: z.string() }),
    503: errorMessage,
  },
});

/** Public configuration of the portal. */
export const publicConfig = z.object({
  faqUrl: z.string(),
  oidc: z.object({ authority: z.string(), clientId: z.string(), secondClientId: z.string() }).nullable(),
  captcha: z.object({ enabled: z.boolean(), fallbackToken: z.string() }),
});
export type PublicConfig = z.output<typeof publicConfig>;

export const getConfig = operation({
  operationId: 'getConfig',
  method: 'GET',
  path: '/config',
  tags: ['system'],
  summary: 'Configuración pública del portal (proveedor de identidad, captcha, enlace de ayuda)',
  responses: { 200: publicConfig },
});
