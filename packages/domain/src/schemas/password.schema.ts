import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { es } from '../messages/es.ts';

/** At least 8 characters with a digit, a special character, an uppercase and a lowercase letter. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(value) &&
    /[A-ZÁÉÍÓÚÑ]/.test(value) &&
    /[a-záéíóúñ]/.test(value) &&
    /[^A-Za-z0-9ÁÉÍÓÚÑáéíóúñ\s]/.test(value)
  );
}

const required = (message: string = es.common.required) =>
  z.string({ error: message }).min(1, { message, abort: true });
const newPassword = required().refine(isStrongPassword, es.password.rules);

/** Password change form (spec section 5). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: required(),
    newPassword,
    confirmPassword: required(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: es.password.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Body of POST /auth/api/profile/change-password. */
export const changePasswordBodySchema = z.object({
  currentPassword: required(),
  newPassword,
});

/** Reset-password form: the same rules with the email instead of the current password. */
export const resetPasswordFormSchema = z
  .object({
    email: required().email('Ingrese un correo electrónico válido'),
    newPassword,
    confirmPassword: required(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: es.password.mismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Body of POST /auth/api/profile/reset-password. */
export const resetPasswordBodySchema = z
  .object({
    email: required().email('Ingrese un correo electrónico válido'),
    token: required(),
    newPassword,
    confirmPassword: required(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: es.password.mismatch,
    path: ['confirmPassword'],
  });

export const recoveryPasswordBodySchema = z.object({
  email: required().email('Ingrese un correo electrónico válido'),
});
