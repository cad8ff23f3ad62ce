import { z } from 'zod';
import { es } from '../messages/es.ts';
import { hasControlCharacters, requiredText } from '../schemas/common.ts';

/**
 * A version label of the terms and conditions (issue 15): 1 to 32 letters, digits, dots, hyphens or underscores,
 * starting with a letter or a digit ("v2", "v3", "2026.1"). It is shown to users and recorded with every
 * acceptance, so no spaces and nothing that could be markup.
 */
export const TERMS_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
export const isTermsVersionLabel = (label: string) => TERMS_VERSION_PATTERN.test(label);
export const TERMS_VERSION_MAX_LENGTH = 32;

/** Longest title and body of a version (the body is HTML, sanitized by the API before it is stored). */
export const TERMS_TITLE_MAX_LENGTH = 150;
export const TERMS_BODY_MAX_LENGTH = 100_000;

export const termsVersionLabel = () =>
  z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(TERMS_VERSION_MAX_LENGTH, { message: es.termsVersions.versionFormat, abort: true })
    .regex(TERMS_VERSION_PATTERN, es.termsVersions.versionFormat);

/** What a platform administrator publishes: the version's label, its title and its text (HTML). */
export const publishTermsBodySchema = z.object({
  version: termsVersionLabel(),
  title: requiredText(TERMS_TITLE_MAX_LENGTH),
  body: z
    .string({ error: es.common.required })
    .trim()
    .min(1, { message: es.common.required, abort: true })
    .max(TERMS_BODY_MAX_LENGTH, es.validation.maxLength(TERMS_BODY_MAX_LENGTH))
    .refine((v) => !hasControlCharacters(v), es.validation.controlCharacters),
});
export type PublishTermsBody = z.input<typeof publishTermsBodySchema>;
