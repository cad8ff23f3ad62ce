import { z } from 'zod';
import { es } from '../messages/es.ts';
import {
  optionalText,
  PHONE_MAX_LENGTH,
  phone,
  requiredEmail,
  requiredText,
  requiredUuid,
} from './common.ts';

export const NIT_PATTERN = /^\d{6,10}(-\d)?$/;

/** Builder age: the form's text becomes an integer before saving (spec section 5). */
export const builderAge = () =>
  z
    .union([z.number(), z.string().trim().max(10, es.builder.age)])
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
      if (!Number.isFinite(n) || n < 0 || n > 200) {
        ctx.addIssue({ code: 'custom', message: es.builder.age });
        return z.NEVER;
      }
      return Math.trunc(n);
    })
    .optional();

const base = {
  name: requiredText(),
  nit: requiredText(20).regex(NIT_PATTERN, es.builder.nit),
  email: requiredEmail(),
  age: builderAge(),
  pageUrl: optionalText().pipe(z.url({ message: es.validation.url, protocol: /^https?$/ }).optional()),
  guild: optionalText(),
  departmentId: requiredUuid(),
  cityId: requiredUuid(),
  address: requiredText(),
  phoneNumber: phone(),
  description: optionalText(1000),
};

/** Builder (constructora) create/update body. */
export const builderBodySchema = z.object({ ...base });
/** Agency (inmobiliaria) body: WhatsApp phone only for agencies, and only when filled. */
export const agencyBodySchema = z.object({
  ...base,
  whatsAppPhone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, es.validation.phone)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(phone().optional()),
});
export type BuilderBody = z.infer<typeof builderBodySchema>;
export type AgencyBody = z.infer<typeof agencyBodySchema>;

export const builderUpdateBodySchema = builderBodySchema.extend({ id: requiredUuid() });
export const agencyUpdateBodySchema = agencyBodySchema.extend({ id: requiredUuid() });

export const builderStateBodySchema = z.object({
  id: requiredUuid(),
  state: z.boolean({ error: es.validation.boolean }),
});

/** The body the form sends: WhatsApp only for agencies when present (spec section 5). */
export function builderPayload<T extends { whatsAppPhone?: string }>(values: T, isAgency: boolean) {
  const { whatsAppPhone, ...rest } = values;
  return isAgency && whatsAppPhone?.trim() ? { ...rest, whatsAppPhone: whatsAppPhone.trim() } : rest;
}
