// Issue 16: every instance of a deployment signs with the key the deployment provides (SIGNING_KEY_FILE).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadSigningKeysFile } from '../src/modules/auth/signing-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-signing-key-'));
const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

describe('SIGNING_KEY_FILE', () => {
  it('two instances loading the same file accept each other’s tokens', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const file = write(
      'llave.json',
      JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'es256-compartida' }),
    );
    const [a, b] = await Promise.all([loadSigningKeysFile(file), loadSigningKeysFile(file)]);
    expect(a.kid).toBe('es256-compartida');
    const token = await new SignJWT({ sub: 'u1' })
      .setProtectedHeader({ alg: 'ES256', kid: a.kid })
      .setExpirationTime('1m')
      .sign(a.privateKey);
    expect((await jwtVerify(token, b.publicKey)).payload.sub).toBe('u1');
    // The public half only is published.
    expect(b.publicJwk).not.toHaveProperty('d');
  });

  it.each([
    ['a file that does not exist', path.join(dir, 'no-existe.json'), /no se pudo leer la llave de firma/],
    ['a file that is not JSON', write('texto.json', 'no es json'), /no se pudo leer la llave de firma/],
    [
      'a public key without "d"',
      write('publica.json', '{"kty":"EC","crv":"P-256","x":"a","y":"b","kid":"k"}'),
      /no es una llave privada ES256/,
    ],
    [
      'an RSA key',
      write('rsa.json', '{"kty":"RSA","n":"a","e":"AQAB","d":"x","kid":"k"}'),
      /no es una llave privada ES256/,
    ],
  ])('refuses %s in Spanish', async (_why, file, message) => {
    await expect(loadSigningKeysFile(file)).rejects.toThrow(message);
  });
});
