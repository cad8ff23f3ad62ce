import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from '../constants.ts';
import { es } from '../messages/es.ts';
import { PROJECT_STATUSES } from '../statuses/project-status.ts';
import {
  optionalText,
  PHONE_MAX_LENGTH,
  phone,
  requiredEmail,
  requiredText,
  requiredUuid,
  UUID_LENGTH,
} from './common.ts';

export const PROJECT_DETAIL_KEYS = ['CamacolCode', 'Nit', 'construye', 'estrato'] as const;
export type ProjectDetailKey = (typeof PROJECT_DETAIL_KEYS)[number];

/** The details a project must carry, with the message shown under the field when one is empty. */
const REQUIRED_DETAILS: Partial<Record<ProjectDetailKey, string>> = {
  CamacolCode: es.project.camacolRequired,
  Nit: es.project.nitRequired,
};

/**
 * One key/value detail. An empty required value is reported on the value itself (path `value`), so that the
 * form shows the message under its field and focuses it, together with the other fields' messages.
 */
const detail = z
  .object({
    key: z.enum(PROJECT_DETAIL_KEYS, { error: es.validation.selectOption }),
    value: z.string().trim().max(150, es.validation.maxLength(150)),
  })
  .superRefine((d, ctx) => {
    const message = REQUIRED_DETAILS[d.key];
    if (message && !d.value) ctx.addIssue({ code: 'custom', path: ['value'], message });
  });

/** v3 create-project / update-project body (spec section 7). */
export const projectBodySchema = z
  .object({
    businessName: requiredText(),
    name: optionalText(),
    email: requiredEmail(),
    address: requiredText(),
    departmentId: requiredUuid(),
    cityId: requiredUuid(),
    phone: phone(),
    whatsAppPhone: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, es.validation.phone)
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(phone().optional()),
    user: z.string().max(TEXT_INPUT_MAX_LENGTH, es.validation.maxLength(TEXT_INPUT_MAX_LENGTH)).optional(),
    detailSellers: z.array(detail).max(PROJECT_DETAIL_KEYS.length).default([]),
    status: z.enum(PROJECT_STATUSES, { error: es.validation.selectOption }).optional(),
    statusDetail: optionalText(500),
    certificateId: z
      .string()
      .max(UUID_LENGTH, es.validation.selectOption)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .pipe(z.uuid(es.validation.selectOption).nullable()),
    rentingAvaliable: z.boolean().optional(),
    constructorId: z.uuid(es.validation.selectOption).optional(),
  })
  .superRefine((v, ctx) => {
    // A required detail left out of the list altogether (an API client): reported on the list.
    for (const [key, message] of Object.entries(REQUIRED_DETAILS))
      if (!v.detailSellers.some((d) => d.key === key))
        ctx.addIssue({ code: 'custom', path: ['detailSellers'], message });
  });
export type ProjectBody = z.infer<typeof projectBodySchema>;

export const projectUpdateBodySchema = z.intersection(projectBodySchema, z.object({ id: requiredUuid() }));

/** PATCH status body: a reason is required to hide or reject. */
export const projectStatusBodySchema = z.object({ statusDetail: optionalText(500) });

/** WhatsApp contact of a builder: one phone shared by several of its projects (spec sections 3 and 7). */
export const whatsAppContactBodySchema = z.object({
  ConstructorId: z.uuid(es.validation.selectOption),
  WhatsAppPhone: phone(),
  projectIds: z.array(z.uuid(es.validation.selectOption)).min(1, es.project.contactProjectsRequired).max(500),
});
export type WhatsAppContactBody = z.infer<typeof whatsAppContactBodySchema>;

/** The reason asked for when hiding or rejecting a project. */
export const projectReasonSchema = z.object({
  statusDetail: z
    .string({ error: es.project.reasonRequired })
    .trim()
    .min(1, { message: es.project.reasonRequired, abort: true })
    .max(500, es.validation.maxLength(500)),
});

export function statusNeedsReason(status: string): boolean {
  return status === 'Hide' || status === 'Rejected';
}

/** Images a project needs before it can be sent to approval. */
export const PROJECT_APPROVAL_MIN_IMAGES = 1;

/** What the approval check reads of a project. */
export interface ProjectForApproval {
  logo: string | null | undefined;
  imageCount: number;
  detailSellers: readonly { key: string; value: string | null }[];
}

/**
 * What a project still lacks to be sent to approval (Solicitar aprobación), in Spanish, in the order a person
 * fills them: the Camacol code and NIT, the logo, the images. Empty when it may be sent. The server refuses
 * the change to En aprobación with these items; the portal shows them before sending.
 */
export function projectApprovalGaps(project: ProjectForApproval): string[] {
  const gaps: string[] = [];
  const filled = (key: ProjectDetailKey) =>
    project.detailSellers.some((d) => d.key === key && !!d.value?.trim());
  const m = es.project.approvalGaps;
  if (!filled('CamacolCode')) gaps.push(m.camacol);
  if (!filled('Nit')) gaps.push(m.nit);
  if (!project.logo) gaps.push(m.logo);
  if (project.imageCount < PROJECT_APPROVAL_MIN_IMAGES) gaps.push(m.images(PROJECT_APPROVAL_MIN_IMAGES));
  return gaps;
}
