/**
 * The one way the web talks to the Worker: a hono client typed by the
 * Worker's route table, so paths, bodies and answers are checked at compile
 * time. Only types cross over from worker/, never runtime code.
 */
import { hc } from 'hono/client';
import type { AppType } from './contract';
import { patientFetch } from './patient-fetch';

// Same origin in production (the Worker serves the SPA) and in dev (Vite
// proxies /api), so a relative base is enough; cookies carry the session. A
// read that never answers is asked again, then fails (patient-fetch.ts).
export const client = hc<AppType>('/', { init: { credentials: 'include' }, fetch: patientFetch() });

/** `/api/v1`: `api.user.me.$get()`. */
export const api = client.api.v1;

export { ApiError, apiErrorOf, errorMessage, OFFLINE_MESSAGE, readOk } from './api-answers';
