import { describe, expect, it } from 'vitest';
import { missingFields } from './login-form.tsx';

describe('sign-in form: both fields required, blanks count as empty', () => {
  it.each([
    [{ username: '', password: '' }, ['username', 'password']],
    [{ username: '   ', password: 'x' }, ['username']],
    [{ username: 'ana@andina.test', password: '' }, ['password']],
    [{ username: 'ana@andina.test', password: ' ' }, ['password']],
    [{ username: 'ana@andina.test', password: 'Demo#2026' }, []],
  ])('%j → %j', (values, missing) => {
    expect(missingFields(values)).toEqual(missing);
  });
});
