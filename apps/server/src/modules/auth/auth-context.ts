// What the sign-in features need from the rest of the server, built once in app.ts.
import type { Db } from '../../db/client.js';
import type { OtpContext } from './otp.service.js';
import type { SessionCache } from './session-cache.js';
import type { TokenService } from './tokens.js';

export interface AuthContext {
  db: Db;
  otp: OtpContext;
  tokens: TokenService;
  sessions: SessionCache;
  /** Credits every new account starts with (0: none); a number gets them once, ever. */
  welcomeCreditsPaise: number;
  /** The address people use (PUBLIC_URL), for links in SMS texts. */
  publicUrl: string;
}
