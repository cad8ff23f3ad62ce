import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { LoginLockout } from './lockout.ts';
import type { Mailer } from './mailer.ts';
import type { TokenService } from './token-service.ts';

export interface AuthContext {
  env: Env;
  db: Db;
  tokens: TokenService;
  lockout: LoginLockout;
  captcha: CaptchaVerifier;
  mailer: Mailer;
}
