/**
 * The Worker as `wrangler deploy` would upload it, built offline with
 * `--dry-run`, measured against the Workers size limits (compressed):
 * 3 MB on the Free plan, 10 MB on Paid. The static assets do not count.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ask, questions, type Paths } from './cloudflare-tools';
import { failed, firstLine, passed, type Finding } from './findings';

const MB = 1024 * 1024;
export const SIZE_LIMITS = { free: 3 * MB, paid: 10 * MB };

export const formatSize = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Raw and gzip bytes of what the Worker uploads (its modules; source maps and notes stay home). */
export function measure(dir: string): { raw: number; gzip: number } {
  const files = readdirSync(dir).filter((name) => !name.endsWith('.map') && name !== 'README.md');
  return files.reduce(
    (sum, name) => {
      const bytes = readFileSync(path.join(dir, name));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
}

export async function bundleCheck(paths: Paths): Promise<Finding> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bubble-tea-bundle-'));
  try {
    const answer = await ask(questions(paths).bundle(outdir));
    if (!answer.ok) return failed(`The Worker does not build: ${firstLine(answer.stderr)}`, 'Run `npm run build`, then `npx wrangler deploy --dry-run` to see the whole error.');
    const { raw, gzip } = measure(outdir);
    const size = `The Worker bundle is ${formatSize(raw)}, ${formatSize(gzip)} compressed: ${Math.round((gzip / SIZE_LIMITS.paid) * 100)}% of Workers Paid’s 10 MB`;
    if (gzip > SIZE_LIMITS.paid)
      return failed(`${size}; too large to deploy.`, 'Move what the Worker does not need out of its bundle (worker/src imports, the page renderer’s dependencies).');
    return passed(`${size}, ${gzip > SIZE_LIMITS.free ? 'over' : `${Math.round((gzip / SIZE_LIMITS.free) * 100)}% of`} Free’s 3 MB.`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
