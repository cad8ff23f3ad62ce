import { z } from 'zod';
import { LEAD_STATES } from '../leads/lead-rules.ts';
import { es } from '../messages/es.ts';
import { optionalUuid, PHONE_MAX_LENGTH, phone, plainText, requiredEmail, requiredText } from './common.ts';

/** Longest message a lead carries. */
export const LEAD_MESSAGE_MAX = 2000;

/**
 * A lead posted by the public store (issue 14): a property (productId) or a project (sellerId), the person and
 * its consent to be contacted.
 */
export const leadIntakeSchema = z
  .object({
    productId: z.coerce
      .number<number | string>({ error: es.leads.productId })
      .int(es.leads.productId)
      .min(1, es.leads.productId)
      .optional(),
    sellerId: optionalUuid(),
    fullName: requiredText(150),
    email: requiredEmail(),
    phone: z
      .string({ error: es.common.required })
      .max(PHONE_MAX_LENGTH, { message: es.validation.phone, abort: true })
      .trim()
      .min(1, { message: es.common.required, abort: true })
      .pipe(phone()),
    message: plainText(LEAD_MESSAGE_MAX).optional(),
    consent: z.literal(true, { error: es.leads.consent }),
    source: plainText(50).trim().min(1, es.common.required).default('tienda'),
  })
  .superRefine((v, ctx) => {
    if (v.productId === undefined && !v.sellerId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: es.leads.propertyOrProject });
  });
export type LeadIntakeInput = z.input<typeof leadIntakeSchema>;

/** A change of a lead's state or assignee, with its note (kept in the lead's history). */
export const leadUpdateSchema = z
  .object({
    state: z.enum(LEAD_STATES, { error: es.validation.selectOption }).optional(),
    assigneeId: optionalUuid(),
    note: plainText(1000).trim().optional(),
  })
  .refine((v) => v.state !== undefined || v.assigneeId !== undefined, {
    message: es.leads.nothingToChange,
    path: ['state'],
  });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
