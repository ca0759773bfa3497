import type { Role } from './contract/auth';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

/** Hono generics for every route module: bindings from wrangler, the session user. */
export interface AppEnv {
  Bindings: Env;
  Variables: { user: SessionUser | null; sessionHash: string | null };
}
