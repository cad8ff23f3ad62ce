import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from '../constants.ts';
import { es } from '../messages/es.ts';

/** A required text field with the spec's "Campo obligatorio" and the default max length of 150. */
export const requiredText = (max: number = TEXT_INPUT_MAX_LENGTH) =>
  z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(max, es.validation.maxLength(max));

/** An optional text field: empty means absent. */
export const optionalText = (max: number = TEXT_INPUT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, es.validation.maxLength(max))
    .optional()
    .transform((v) => (v ? v : undefined));

export const requiredEmail = () =>
  z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(TEXT_INPUT_MAX_LENGTH, es.validation.maxLength(TEXT_INPUT_MAX_LENGTH))
    .pipe(z.email(es.validation.email));

export const requiredUuid = () =>
  z
    .string({ error: es.common.required })
    .min(1, { message: es.common.required, abort: true })
    .pipe(z.uuid(es.validation.selectOption));

export const optionalUuid = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid(es.validation.selectOption).optional());

/** Colombian phone: digits, spaces, +, parentheses and hyphens; 7 to 15 digits. */
export const phone = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]+$/, es.validation.phone)
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, es.validation.phone);

/** Booleans sent as text by multipart forms and query strings. */
export const booleanText = () =>
  z.union([
    z.boolean(),
    z.enum(['true', 'false'], { error: es.validation.boolean }).transform((v) => v === 'true'),
  ]);
