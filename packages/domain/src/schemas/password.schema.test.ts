import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, isStrongPassword, resetPasswordFormSchema } from './password.schema.ts';

const RULES =
  'Debe tener mínimo: 1 número, 1 letra mayúscula, 1 letra minúscula, 1 caracter especial y 8 caracteres';

describe('password rules (spec section 5)', () => {
  it.each([
    ['Demo#2026', true],
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdefg1!', false], // no uppercase
    ['ABCDEFG1!', false], // no lowercase
    ['Abcdefgh!', false], // no digit
    ['Abcdefgh1', false], // no special character
    ['', false],
  ])('%j → %s', (value, ok) => expect(isStrongPassword(value)).toBe(ok));
});

function messages(schema: typeof changePasswordFormSchema | typeof resetPasswordFormSchema, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('change-password form messages', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2026' },
      { currentPassword: 'Campo obligatorio' },
    ],
    [
      { currentPassword: 'x', newPassword: '', confirmPassword: '' },
      { newPassword: 'Campo obligatorio', confirmPassword: 'Campo obligatorio' },
    ],
    [{ currentPassword: 'x', newPassword: 'corta', confirmPassword: 'corta' }, { newPassword: RULES }],
    [
      { currentPassword: 'x', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2027' },
      { confirmPassword: 'Las contraseñas no coinciden' },
    ],
    [{ currentPassword: 'x', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2026' }, {}],
  ])('%j', (value, expected) => expect(messages(changePasswordFormSchema, value)).toEqual(expected));
});

describe('reset-password form: email instead of current password', () => {
  it.each([
    [{ email: '', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2026' }, { email: 'Campo obligatorio' }],
    [
      { email: 'a@b.co', newPassword: 'Nueva#2026', confirmPassword: 'otra' },
      { confirmPassword: 'Las contraseñas no coinciden' },
    ],
    [{ email: 'a@b.co', newPassword: 'Nueva#2026', confirmPassword: 'Nueva#2026' }, {}],
  ])('%j', (value, expected) => expect(messages(resetPasswordFormSchema, value)).toEqual(expected));
});
