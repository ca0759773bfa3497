/**
 * API load against the local Worker with autocannon: the public menu,
 * approved reviews of one drink, and posting a review. The load generator
 * runs in its own process, on CPU 1 when the machine has two or more and
 * taskset exists (the caller pins the Worker to CPU 0).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { canPin } from './support/processes';
import type { LoadResult, LoadSpec } from './support/load';

const run = promisify(execFile);

export const LOAD_CPU = '1';

/** Runs one load test in a child process (pinned when possible) and answers its result. */
export async function loadTest(spec: LoadSpec): Promise<LoadResult & { loadGeneratorCpu: string }> {
  const argv = ['node_modules/.bin/tsx', 'bench/support/load.ts', JSON.stringify(spec)];
  const pinned = canPin();
  const { stdout } = await run(pinned ? 'taskset' : argv[0], pinned ? ['-c', LOAD_CPU, ...argv] : argv.slice(1), { maxBuffer: 16 * 1024 * 1024 });
  const line = stdout.trim().split('\n').pop()!;
  return { ...(JSON.parse(line) as LoadResult), loadGeneratorCpu: pinned ? LOAD_CPU : 'any' };
}

export interface ApiTargets {
  drinkWithReviews: string;
  approvedReviews: number;
}

export interface ApiLoadReport {
  connections: number;
  durationSeconds: number;
  menu: LoadResult;
  approvedReviews: LoadResult & { drinkId: string; reviewsPerResponse: number };
  postReview: LoadResult & { note: string };
}

export async function runApiLoad(baseURL: string, targets: ApiTargets, { connections = 16, durationSeconds = 10, warmupSeconds = 2 } = {}): Promise<ApiLoadReport> {
  const api = `${baseURL}/api/v1`;
  const measure = async (spec: Omit<LoadSpec, 'connections' | 'durationSeconds'>) => {
    // Unmeasured first: workerd compiles and SQLite warms its page cache.
    await loadTest({ ...spec, connections, durationSeconds: warmupSeconds });
    return loadTest({ ...spec, connections, durationSeconds });
  };
  const menu = await measure({ url: `${api}/user/menu/admin/series` });
  const approved = await measure({ url: `${api}/review/drink/${targets.drinkWithReviews}/approved` });
  const post = await measure({
    url: `${api}/review/drink/${targets.drinkWithReviews}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ name: 'Bench Visitor', rating: 4, comment: 'Smooth tea and chewy pearls.' }),
    distinctClientIp: true,
  });
  return {
    connections,
    durationSeconds,
    menu,
    approvedReviews: { ...approved, drinkId: targets.drinkWithReviews, reviewsPerResponse: targets.approvedReviews },
    postReview: {
      ...post,
      note: 'Every request carries its own cf-connecting-ip: the Worker allows 30 public POSTs per 10 minutes per client address, and locally all requests would share one, so without it this would measure the 429 path. Each 2xx stores a pending review plus a rate-limit row.',
    },
  };
}
