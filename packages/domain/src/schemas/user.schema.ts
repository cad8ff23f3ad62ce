import { z } from 'zod';
import { es } from '../messages/es.ts';
import { isPlatformRole, ROLE_NAMES } from '../roles.ts';
import {
  optionalUuid,
  PHONE_MAX_LENGTH,
  phone,
  requiredEmail,
  requiredText,
  requiredUuid,
} from './common.ts';

/** Most projects one user is assigned to in one form (a builder's tower of projects fits well within it). */
export const USER_PROJECTS_MAX = 500;

const roleName = () => z.enum(ROLE_NAMES, { error: es.validation.selectOption });

/** A project of the user and its role there. */
export const userProjectSchema = z.object({
  sellerId: requiredUuid(),
  role: roleName(),
});

/**
 * The user form (create and edit, issue 13), on both sides. The role is the user's profile role; each project
 * carries its own. Who may grant what is decided on the server (users/role-grants.ts).
 */
export const userFormSchema = z
  .object({
    givenName: requiredText(100),
    lastName: requiredText(100),
    email: requiredEmail(),
    identification: z
      .string({ error: es.common.required })
      .trim()
      .min(1, { message: es.common.required, abort: true })
      .max(15, { message: es.users.identification, abort: true })
      .regex(/^\d{5,15}$/, es.users.identification),
    phone: z
      .string({ error: es.common.required })
      .trim()
      .min(1, { message: es.common.required, abort: true })
      .max(PHONE_MAX_LENGTH, { message: es.validation.phone, abort: true })
      .pipe(phone()),
    role: roleName(),
    /** The user's company (platform administrators choose it; a store administrator's is its own). */
    constructorId: optionalUuid(),
    projects: z.array(userProjectSchema).max(USER_PROJECTS_MAX).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.projects.forEach((p, i) => {
      if (seen.has(p.sellerId))
        ctx.addIssue({
          code: 'custom',
          path: ['projects', i, 'sellerId'],
          message: es.users.duplicateProject,
        });
      seen.add(p.sellerId);
      if (isPlatformRole(p.role))
        ctx.addIssue({ code: 'custom', path: ['projects', i, 'role'], message: es.users.roleNotForCompany });
    });
    if (isPlatformRole(v.role) && (v.projects.length || v.constructorId))
      ctx.addIssue({ code: 'custom', path: ['role'], message: es.users.platformRoleNoProjects });
  });
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserForm = z.output<typeof userFormSchema>;

/** The answer's form of an e-mail: trimmed, lower case (users are unique by it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
