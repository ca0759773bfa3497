/**
 * A D1 binding that counts what a request asks of the database: SQL
 * statements sent and round trips made (one per `batch`, one per
 * statement run on its own). Statements are counted when sent, not when
 * prepared: drizzle prepares a batched statement without parameters twice
 * and sends it once. Used to show a handler's query count does not
 * grow with the data, in a Worker test and in the benchmark (which wraps the
 * local D1 that wrangler's getPlatformProxy hands out).
 */
// Imported, not ambient: the benchmark type-checks this as Node code too.
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/2023-07-01';

export interface D1Counts {
  statements: number;
  roundTrips: number;
}

const RUNS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

export function countingD1(db: D1Database): { db: D1Database; counts: D1Counts; reset(): void } {
  const counts: D1Counts = { statements: 0, roundTrips: 0 };
  // batch() must receive the binding's own statements, not our wrappers.
  const real = new WeakMap<object, D1PreparedStatement>();

  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...params: unknown[]) => wrapStatement(target.bind(...params));
        if (RUNS.has(prop)) {
          return (...args: unknown[]) => {
            counts.statements++;
            counts.roundTrips++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    real.set(wrapper, statement);
    return wrapper;
  };

  const wrapped = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'prepare') {
        return (query: string) => {
          return wrapStatement(target.prepare(query));
        };
      }
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counts.statements += statements.length;
          counts.roundTrips++;
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      if (prop === 'exec') {
        return (query: string) => {
          counts.statements++;
          counts.roundTrips++;
          return target.exec(query);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    db: wrapped,
    counts,
    reset() {
      counts.statements = 0;
      counts.roundTrips = 0;
    },
  };
}
