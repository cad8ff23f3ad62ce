import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TEXT_INPUT_MAX_LENGTH } from '../constants.ts';
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

/**
 * Longest text each field takes (not rules of the spec: bounds on what a request may carry). A password past 128
 * characters is no one's; a recovery token is 43 characters (32 random bytes in base64url).
 */
const PASSWORD_MAX_LENGTH = 128;
const TOKEN_MAX_LENGTH = 200;
const required = (max: number = PASSWORD_MAX_LENGTH) =>
  z
    .string({ error: es.common.required })
    .min(1, { message: es.common.required, abort: true })
    .max(max, { message: es.validation.maxLength(max), abort: true });
const email = () => required(TEXT_INPUT_MAX_LENGTH).email('Ingrese un correo electrónico válido');
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
    email: email(),
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
    email: email(),
    token: required(TOKEN_MAX_LENGTH),
    newPassword,
    confirmPassword: required(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: es.password.mismatch,
    path: ['confirmPassword'],
  });

export const recoveryPasswordBodySchema = z.object({
  email: email(),
});
