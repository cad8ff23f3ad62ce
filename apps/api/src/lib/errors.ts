import { z } from 'zod';

/** An error the API answers with its own status and a Spanish Message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly messageList?: string[],
    /** More fields of the answer (e.g. the form's field errors). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}
export const badRequest = (message: string, list?: string[]) => new HttpError(400, message, list);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

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
