import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { LoginLockout } from './lockout.ts';
import type { MailQueue } from './mail-queue.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import type { TokenService } from './token-service.ts';

export interface AuthContext {
  env: Env;
  db: Db;
  tokens: TokenService;
  lockout: LoginLockout;
  /** The credential check and the sign-in, recovery and reset limits. */
  guard: SignInGuard;
  captcha: CaptchaVerifier;
  /** Mail goes through the durable queue (issue 16), in the transaction of the writes it follows. */
  mail: MailQueue;
}
