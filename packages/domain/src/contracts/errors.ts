import { z } from 'zod';

/** Every error answer of the API: a Spanish message, and the list of messages when there are several. */
export const errorMessage = z
  .object({
    Message: z.string().describe('Qué pasó, en español, para mostrarlo tal cual'),
    MessageList: z
      .array(z.string())
      .optional()
      .describe('Todos los mensajes cuando hay varios (el primero es Message)'),
  })
  .meta({ id: 'Message' });

/** A 400: the shared Message, plus the field each message belongs to when the request's schema refused it. */
export const validationMessage = errorMessage
  .extend({
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('Cada mensaje con el campo al que se refiere (para mostrarlo bajo ese campo)'),
  })
  .meta({ id: 'ValidationMessage' });

/** A 429 of the sign-in and recovery limits (also sent with a Retry-After header). */
export const throttledMessage = errorMessage
  .extend({
    statusCode: z.literal(429),
    retryAfter: z.number().int().min(0).describe('Segundos que faltan para volver a intentar'),
  })
  .meta({ id: 'Throttled' });

export type ErrorMessage = z.output<typeof errorMessage>;
export type ValidationMessage = z.output<typeof validationMessage>;
