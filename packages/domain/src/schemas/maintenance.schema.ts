import { z } from 'zod';
import { MAINTENANCE_MESSAGE_MAX, maintenanceIssues } from '../maintenance/maintenance-rules.ts';
import { es } from '../messages/es.ts';
import { plainText } from './common.ts';

/**
 * The switch as the API takes it (PUT) and the admin's form sends it: on with a message (up to 500 characters)
 * and an optional expected end (an instant with its offset) in the future; off needs nothing else.
 */
export const maintenanceSwitchSchema = z
  .object({
    enabled: z.boolean({ error: es.validation.boolean }),
    message: plainText(MAINTENANCE_MESSAGE_MAX).trim().default(''),
    expectedEnd: z.iso
      .datetime({ offset: true, error: es.maintenance.endInvalid })
      .max(40, es.maintenance.endInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    const issues = maintenanceIssues(
      { enabled: v.enabled, message: v.message, expectedEnd: v.expectedEnd ? new Date(v.expectedEnd) : null },
      new Date(),
    );
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type MaintenanceSwitchInput = z.input<typeof maintenanceSwitchSchema>;

/**
 * The admin's form: the message and the expected end as a datetime-local value ("2026-11-25T15:30", the browser's
 * time), checked with the same rules as the API's switch (maintenanceIssues) for switching on.
 */
export const maintenanceFormSchema = z
  .object({
    message: plainText(MAINTENANCE_MESSAGE_MAX).trim(),
    expectedEnd: z
      .string()
      .max(40, es.maintenance.endInvalid)
      .refine((v) => !v || !Number.isNaN(new Date(v).getTime()), es.maintenance.endInvalid),
  })
  .superRefine((v, ctx) => {
    const end = v.expectedEnd ? new Date(v.expectedEnd) : null;
    if (end && Number.isNaN(end.getTime())) return;
    for (const issue of maintenanceIssues(
      { enabled: true, message: v.message, expectedEnd: end },
      new Date(),
    ))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type MaintenanceFormValues = z.input<typeof maintenanceFormSchema>;
