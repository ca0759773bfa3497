import type { Context } from 'hono';

/** Runs work after the response when the runtime allows it (waitUntil), else before answering. */
export async function afterResponse(c: Context, work: Promise<unknown>): Promise<void> {
  let ctx: { waitUntil(work: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // app.request() in tests has no execution context
  }
  if (ctx) ctx.waitUntil(work);
  else await work;
}
