import type { Role } from './contract/auth';
import type { SessionEndReason } from './contract/session-end';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** Hono generics for every route module: bindings from wrangler, the session user. */
export interface AppEnv {
  Bindings: Env;
  /** `sessionEnd`: why head office ended the session the request's cookie named (set only when it has none). */
  Variables: { user: SessionUser | null; sessionHash: string | null; sessionEnd: SessionEndReason | null };
}
