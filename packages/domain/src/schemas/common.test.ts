import { describe, expect, it } from 'vitest';
import { optionalText, plainText, requiredText } from './common.ts';

/** Texts a person types pass; control characters (which PostgreSQL refuses, NUL first) do not. */
const TEXTS: [string, string, boolean][] = [
  ['plain Spanish', 'Calle 10 # 43 - 12, Medellín', true],
  ['accents and ñ', 'Año de construcción: única', true],
  ['emoji', 'Vista al mar 🌊', true],
  ['tab, line feed and carriage return', 'Línea 1\r\nLínea 2\tfin', true],
  ['NUL', 'Calle 1\u0000', false],
  ['NUL alone', '\u0000', false],
  ['bell', 'a\u0007b', false],
  ['escape sequence', 'rojo \u001b[31m', false],
  ['vertical tab', 'a\u000bb', false],
  ['DEL', 'a\u007fb', false],
  ['C1 control', 'a\u0085b', false],
];

describe('texts without control characters', () => {
  it.each(TEXTS)('%s → %s', (_name, value, ok) => {
    for (const schema of [plainText(150), requiredText(150), optionalText(150)]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(ok);
      if (!result.success) expect(result.error.issues[0].message).toBe('Contiene caracteres no permitidos');
    }
  });
});
