import { companies } from './es/companies.ts';
import { notifications } from './es/notifications.ts';
import { properties } from './es/properties.ts';
import { session } from './es/session.ts';
import { shell } from './es/shell.ts';
import { uploads } from './es/uploads.ts';
import { validation } from './es/validation.ts';

/** Every Spanish text the portal and the API show, with the spec's exact wording, one file per area. */
export const es = {
  ...session,
  ...shell,
  ...companies,
  ...properties,
  ...notifications,
  ...validation,
  ...uploads,
} as const;
