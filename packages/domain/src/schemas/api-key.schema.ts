import { z } from 'zod';
import { API_KEY_MAX_DAYS, apiKeyExpiryProblem, colombiaToday } from '../integrations/api-key-rules.ts';
import { INTEGRATION_SCOPES } from '../integrations/integration-scopes.ts';
import { es } from '../messages/es.ts';
import { optionalUuid, requiredText } from './common.ts';

/** Longest name of an integration key. */
export const API_KEY_NAME_MAX = 80;

const expiryMessage = {
  format: es.integrations.expiryFormat,
  past: es.integrations.expiryPast,
  tooFar: es.integrations.expiryTooFar(API_KEY_MAX_DAYS),
} as const;

/**
 * The "Crear clave" form and POST /auth/api/api-keys (issue 15): a name, at least one scope of INTEGRATION_SCOPES,
 * an optional expiry day (AAAA-MM-DD, a later day than today in Colombia, at most two years away). Platform
 * administrators name the company (constructorId); a store user's is its own.
 */
export const apiKeyCreateSchema = z.object({
  constructorId: optionalUuid(),
  name: requiredText(API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(INTEGRATION_SCOPES, { error: es.validation.selectOption }), {
      error: es.integrations.chooseScope,
    })
    .min(1, es.integrations.chooseScope)
    .max(INTEGRATION_SCOPES.length, es.integrations.duplicateScope)
    .refine((v) => new Set(v).size === v.length, es.integrations.duplicateScope),
  expiresOn: z
    .string()
    .max(10, es.integrations.expiryFormat)
    .optional()
    .transform((v) => (v ? v : undefined))
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      const problem = apiKeyExpiryProblem(v, colombiaToday(new Date()));
      if (problem) ctx.addIssue({ code: 'custom', message: expiryMessage[problem] });
    }),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
export type ApiKeyCreateValues = z.output<typeof apiKeyCreateSchema>;
