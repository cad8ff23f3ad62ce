import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

type Key = Awaited<ReturnType<typeof importJWK>>;

export interface SigningKeys {
  kid: string;
  privateKey: Key;
  publicKey: Key;
  publicJwk: JWK;
}

const ALG = 'ES256';

async function fromJwk(jwk: JWK): Promise<SigningKeys> {
  const { d: _d, ...pub } = jwk;
  return {
    kid: jwk.kid as string,
    privateKey: (await importJWK(jwk, ALG)) as Key,
    publicKey: (await importJWK(pub, ALG)) as Key,
    publicJwk: { ...pub, alg: ALG, use: 'sig' },
  };
}

async function generateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: `es256-${Date.now().toString(36)}` };
}

export async function generateSigningKeys(): Promise<SigningKeys> {
  return fromJwk(await generateJwk());
}

/**
 * The signing key a deployment provides (SIGNING_KEY_FILE: a private ES256 JWK with its kid, e.g. a mounted
 * secret): every instance signs and verifies with the same one. A missing or malformed file stops the start-up.
 */
export async function loadSigningKeysFile(file: string): Promise<SigningKeys> {
  let jwk: JWK;
  try {
    jwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (e) {
    throw new Error(`SIGNING_KEY_FILE: no se pudo leer la llave de firma ${file}: ${(e as Error).message}`);
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.kid)
    throw new Error(
      `SIGNING_KEY_FILE: ${file} no es una llave privada ES256 (JWK EC P-256 con "d" y "kid").`,
    );
  return fromJwk(jwk);
}

/** ES256 signing key kept under the data directory (mode 600) so that restarts keep sessions valid. */
export async function loadOrCreateSigningKeys(dir: string | undefined): Promise<SigningKeys> {
  if (!dir) return generateSigningKeys();
  const file = path.join(dir, 'keys', 'token-signing-es256.json');
  try {
    return await fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const jwk = await generateJwk();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
  return fromJwk(jwk);
}
