/**
 * Bindings that fail the way production ones can, for one request
 * (`call(path, { env: { DB: …, MEDIA: … } })`), so a test shows what a write
 * leaves behind when D1 or R2 gives up in the middle of it.
 */
import { env } from 'cloudflare:test';

/** What D1 answers a statement that cannot run: a real SQLite error, raised inside the batch's transaction. */
const BROKEN_SQL = 'SELECT * FROM "d1 fault injected"';

export interface D1Fault {
  /** The statement that fails, by its SQL as drizzle writes it (`insert into "franchise_profiles"`). */
  failing: RegExp;
  /** From the failure on, every statement fails too: D1 went away, rather than refusing one write. */
  thenDown?: boolean;
}

/**
 * A D1 binding whose matching statement fails when it runs, alone or in a
 * batch. The batch really runs: the statements before it are written and
 * then rolled back by D1 (a batch is one transaction), exactly as they would
 * be if D1 failed there, so a route that wrote them in a separate call keeps
 * them and the test sees it.
 */
export function faultyD1(db: D1Database, { failing, thenDown = false }: D1Fault): { db: D1Database; failures(): number } {
  let failures = 0;
  // batch() must receive the binding's own statements, not a proxy of one.
  const real = new WeakMap<object, D1PreparedStatement>();
  const broken = (): D1PreparedStatement => {
    failures++;
    const statement = db.prepare(BROKEN_SQL);
    const proxy = new Proxy(statement, {
      get(target, prop) {
        // Drizzle binds the original statement's parameters; the broken one takes none.
        if (prop === 'bind') return () => proxy;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const wrapped = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (query: string) => {
          return (thenDown && failures > 0) || failing.test(query) ? broken() : target.prepare(query);
        };
      }
      if (prop === 'batch') return (statements: D1PreparedStatement[]) => target.batch(statements.map((s) => real.get(s) ?? s));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: wrapped, failures: () => failures };
}

export type R2Fault =
  /** The upload breaks off after its first bytes: R2 stores nothing and the call rejects. */
  | 'breaks-off'
  /** R2 stores the object but its answer is lost: the call rejects though the object is there. */
  | 'answer-lost';

/** An R2 binding whose `put` of a matching key fails as `fault` says; everything else reaches the real bucket. */
export function faultyR2(bucket: R2Bucket, fault: R2Fault, failing: (key: string) => boolean = () => true): { bucket: R2Bucket; failures(): number } {
  let failures = 0;
  const wrapped = new Proxy(bucket, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'put') {
        return async (key: string, body: Parameters<R2Bucket['put']>[1], options?: R2PutOptions) => {
          if (!failing(key)) return target.put(key, body, options);
          failures++;
          if (fault === 'answer-lost') await target.put(key, body, options);
          else if (body instanceof ReadableStream) {
            const reader = (body as ReadableStream<Uint8Array>).getReader();
            await reader.read();
            await reader.cancel();
          }
          throw new Error('R2 put failed: Network connection lost.');
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { bucket: wrapped, failures: () => failures };
}

/** The test bucket's objects whose keys start with `prefix`. */
export async function objectsUnder(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}
