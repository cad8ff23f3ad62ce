import { describe, expect, it } from 'vitest';
import { isTermsVersionLabel, publishTermsBodySchema } from './terms-version.ts';

describe('version label of the terms', () => {
  it.each([
    ['v2', true],
    ['v3', true],
    ['2026.1', true],
    ['V10-rc_1', true],
    ['a', true],
    ['x'.repeat(32), true],
    ['x'.repeat(33), false],
    ['', false],
    ['v 3', false],
    ['.v3', false],
    ['-v3', false],
    ['v3/1', false],
    ['<b>v3</b>', false],
    ['versión3', false],
    ['v3\n', false],
  ])('%j → %s', (label, ok) => {
    expect(isTermsVersionLabel(label)).toBe(ok);
  });
});

describe('body of a publication', () => {
  const valid = { version: 'v3', title: 'Términos y condiciones', body: '<p>Texto</p>' };
  const firstMessage = (input: unknown) => {
    const r = publishTermsBodySchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };

  it.each([
    ['a valid publication', valid, null],
    ['spaces around the label are dropped', { ...valid, version: '  v3 ' }, null],
    ['no label', { ...valid, version: '' }, 'Campo obligatorio'],
    [
      'a label with a space',
      { ...valid, version: 'v 3' },
      'Use de 1 a 32 letras, números, puntos, guiones o guiones bajos, sin espacios (por ejemplo v3)',
    ],
    ['no title', { ...valid, title: '   ' }, 'Campo obligatorio'],
    ['a title of 151 characters', { ...valid, title: 't'.repeat(151) }, 'Debe tener máximo 150 caracteres'],
    ['no text', { ...valid, body: '' }, 'Campo obligatorio'],
    [
      'a text of 100001 characters',
      { ...valid, body: 'x'.repeat(100_001) },
      'Debe tener máximo 100000 caracteres',
    ],
    ['a NUL in the text', { ...valid, body: 'a\u0000b' }, 'Contiene caracteres no permitidos'],
  ])('%s', (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('keeps the trimmed label', () => {
    expect(publishTermsBodySchema.parse({ ...valid, version: ' v3 ' }).version).toBe('v3');
  });
});
