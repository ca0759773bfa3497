/**
 * One autocannon run, in its own process so it can be pinned to a CPU of
 * its own (`taskset -c 1 tsx bench/support/load.ts '<spec json>'`). Prints
 * the result as one JSON line. Latency percentiles come from every response
 * time autocannon reports (its summary has no p95).
 */
import autocannon from 'autocannon';
import { percentile, round } from './stats';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** A different `cf-connecting-ip` on every request, so a per-client rate limit never answers. */
  distinctClientIp?: boolean;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
}

/** 10.x.y.z addresses, one per request. */
function clientAddress(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let n = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let done!: (result: autocannon.Result) => void;
  let failed!: (err: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const options: autocannon.Options = {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: spec.method ?? 'GET',
        headers: spec.headers,
        body: spec.body,
        ...(spec.distinctClientIp ? { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'cf-connecting-ip': clientAddress(++n) } }) } : {}),
      },
    ],
  };
  const instance = autocannon(options, (err: unknown, result: autocannon.Result) => (err ? failed(err) : done(result)));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? count : 0), 0);
  return {
    requests: total,
    requestsPerSecond: round(total / (result.duration || spec.durationSeconds), 1),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? Number.NaN),
      mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
    },
    non2xx: total - ok,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: round(result.duration, 1),
  };
}

if (process.argv[1]?.endsWith('load.ts') && process.argv[2]) {
  runLoad(JSON.parse(process.argv[2]) as LoadSpec).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
