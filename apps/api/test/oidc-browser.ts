import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper.ts';

export const ORIGIN = 'http://localhost:3000';
export const SCOPE = 'openid profile email gateway sellers';

/**
 * Just enough of a browser for the code flow through app.inject: a cookie jar and redirects. `use` points it at
 * another app (another instance behind the same balancer), the jar kept.
 */
export class Browser {
  private jar: { name: string; value: string; path: string }[] = [];
  constructor(
    private t: TestApp,
    /** The client address the server sees (light-my-request's default otherwise). */
    private readonly remoteAddress?: string,
  ) {}

  /** The next requests go to `t`, with the same cookies. */
  use(t: TestApp): this {
    this.t = t;
    return this;
  }

  private store(header: string | string[] | undefined) {
    for (const line of [header ?? []].flat()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
      this.jar = this.jar.filter((c) => !(c.name === name && c.path === path));
      if (value && !expired) this.jar.push({ name, value, path });
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    extraHeaders: Record<string, string> = {},
  ) {
    const target = new URL(url, ORIGIN);
    const cookie = this.jar
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await this.t.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        host: target.host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...extraHeaders,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.store(res.headers['set-cookie']);
    return res;
  }

  /** Follows redirects within the server; stops at a page or at a redirect that leaves /oidc. */
  async follow(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = res;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location as string | undefined;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) return current;
      const next = new URL(location, ORIGIN);
      if (next.origin !== ORIGIN || !next.pathname.startsWith('/oidc/')) return current;
      current = await this.request('GET', next.toString());
    }
    throw new Error('demasiadas redirecciones');
  }
}

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const authorizeUrl = (
  clientId: string,
  redirectUri: string,
  challenge: string | null,
  state = 'estado-123',
) =>
  `/oidc/auth?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
  })}`;
