import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from '../constants.ts';
import { es } from '../messages/es.ts';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1): nobody types them,
 * PostgreSQL refuses NUL in a text, and the others end up in exports and e-mails.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the rule refuses
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** PostgreSQL `integer` (int4): what a count, a score or an order can hold. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Money is a `bigint` column read as a JS number: whole pesos up to 2^53 − 1 stay exact. */
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;

/** Text without control characters; `max` characters at most. */
export const plainText = (max: number = TEXT_INPUT_MAX_LENGTH) =>
  z
    .string()
    .max(max, es.validation.maxLength(max))
    .refine((v) => !hasControlCharacters(v), es.validation.controlCharacters);

/** A required text field with the spec's "Campo obligatorio" and the default max length of 150. */
export const requiredText = (max: number = TEXT_INPUT_MAX_LENGTH) =>
  z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(max, es.validation.maxLength(max))
    .refine((v) => !hasControlCharacters(v), es.validation.controlCharacters);

/** An optional text field: empty means absent. */
export const optionalText = (max: number = TEXT_INPUT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, es.validation.maxLength(max))
    .refine((v) => !hasControlCharacters(v), es.validation.controlCharacters)
    .optional()
    .transform((v) => (v ? v : undefined));

export const requiredEmail = () =>
  z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(TEXT_INPUT_MAX_LENGTH, es.validation.maxLength(TEXT_INPUT_MAX_LENGTH))
    .pipe(z.email(es.validation.email));

/** A UUID is 36 characters: longer is refused before its pattern is tried (and documented as maxLength). */
export const UUID_LENGTH = 36;

export const requiredUuid = () =>
  z
    .string({ error: es.common.required })
    .min(1, { message: es.common.required, abort: true })
    .max(UUID_LENGTH, { message: es.validation.selectOption, abort: true })
    .pipe(z.uuid(es.validation.selectOption));

export const optionalUuid = () =>
  z
    .string()
    .max(UUID_LENGTH, { message: es.validation.selectOption, abort: true })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid(es.validation.selectOption).optional());

/** Longest phone text taken: 15 digits with their spaces, +, parentheses and hyphens fit well within it. */
export const PHONE_MAX_LENGTH = 30;

/** Colombian phone: digits, spaces, +, parentheses and hyphens; 7 to 15 digits. */
export const phone = () =>
  z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, { message: es.validation.phone, abort: true })
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
