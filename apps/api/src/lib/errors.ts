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

/** A refusal that belongs to one field of a form: the portal shows it under that field (ValidationMessage.errors). */
export const fieldError = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, message, [message], { errors: [{ field, message }] });

// The error answers' shapes are part of the contract the portal shares (packages/domain/src/contracts/errors.ts).
export { errorMessage, throttledMessage, validationMessage } from '@tu360/domain/contracts';
