/**
 * Every command deploy:check and deploy run, named in one place. They are
 * the only parts that ask Cloudflare or PartyKit anything. Each runs the
 * project's own CLI by default; DEPLOY_TOOLS_DIR names a folder of stand-ins
 * with the same names (`wrangler`, `partykit`, `cloudflare-api`), which is
 * how the tests run the checks with no network and no account.
 */
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export type Tool = 'wrangler' | 'partykit' | 'cloudflare-api';

const defaults: Record<Tool, string[]> = {
  wrangler: [path.join(root, 'node_modules/.bin/wrangler')],
  partykit: [path.join(root, 'node_modules/.bin/partykit')],
  // Cloudflare's REST API with wrangler's own credentials, for what wrangler has no command for.
  'cloudflare-api': [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'scripts/deploy/cloudflare-api.ts')],
};

function argvOf(tool: Tool): string[] {
  const standIns = process.env.DEPLOY_TOOLS_DIR;
  return standIns ? [path.join(standIns, tool)] : defaults[tool];
}

export interface Paths {
  /** The Worker's wrangler.toml. */
  wranglerConfig: string;
  /** The chat party's partykit.json. */
  partyConfig: string;
}

/** What deploy:check asks. */
export const questions = ({ wranglerConfig, partyConfig }: Paths) =>
  ({
    workerSecrets: { tool: 'wrangler', args: ['secret', 'list', '--format', 'json', '--config', wranglerConfig] },
    /** Asked first: `env list` without a login waits for a browser sign-in instead of failing. */
    partyLogin: { tool: 'partykit', args: ['whoami'] },
    partyVariables: { tool: 'partykit', args: ['env', 'list', '--config', partyConfig] },
    d1Databases: { tool: 'wrangler', args: ['d1', 'list', '--json', '--config', wranglerConfig] },
    r2Buckets: { tool: 'wrangler', args: ['r2', 'bucket', 'list', '--config', wranglerConfig] },
    imagesStats: { tool: 'cloudflare-api', args: ['GET', '/accounts/{account_id}/images/v1/stats', '--config', wranglerConfig] },
    /** Builds the Worker as deploy would, offline, and stops before uploading. */
    bundle: (outdir: string) => ({ tool: 'wrangler', args: ['deploy', '--dry-run', '--outdir', outdir, '--config', wranglerConfig] }),
  }) satisfies Record<string, Command | ((outdir: string) => Command)>;

/** What deploy changes, in order: the database first (migrations only add), then the party, the Worker last. */
export const changes = ({ wranglerConfig, partyConfig }: Paths) =>
  [
    { step: 'Apply the D1 migrations to the remote database', tool: 'wrangler', args: ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', wranglerConfig] },
    { step: 'Deploy the chat party', tool: 'partykit', args: ['deploy', '--config', partyConfig] },
    { step: 'Deploy the Worker', tool: 'wrangler', args: ['deploy', '--config', wranglerConfig] },
  ] satisfies (Command & { step: string })[];

export interface Command {
  tool: Tool;
  args: string[];
}

export interface Answer {
  ok: boolean;
  stdout: string;
  /** stderr, or why the command could not run. */
  stderr: string;
}

/** Long enough for a slow network or a bundle build on a busy machine; a CLI waiting for a sign-in gets no longer. */
const ANSWER_WITHIN_MS = 180_000;

/** Runs a command and answers what it printed; a failure (or no answer in time) is an answer too, never a throw. */
export async function ask({ tool, args }: Command): Promise<Answer> {
  const [bin, ...first] = argvOf(tool);
  try {
    const { stdout, stderr } = await run(bin, [...first, ...args], {
      cwd: root,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: ANSWER_WITHIN_MS,
    });
    return { ok: true, stdout, stderr };
  } catch (err) {
    const { stdout = '', stderr = '', message, killed } = err as { stdout?: string; stderr?: string; message: string; killed?: boolean };
    if (killed) return { ok: false, stdout, stderr: `${tool} did not answer within ${ANSWER_WITHIN_MS / 1000} s.` };
    return { ok: false, stdout, stderr: stderr || message };
  }
}

/** Runs a command that changes something, its output shown as it comes; answers whether it succeeded. */
export function perform({ tool, args }: Command): boolean {
  const [bin, ...first] = argvOf(tool);
  return spawnSync(bin, [...first, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } }).status === 0;
}

/** The command line a person would type, for messages. */
export const shown = ({ tool, args }: Command) => `npx ${tool === 'cloudflare-api' ? 'tsx scripts/deploy/cloudflare-api.ts' : tool} ${args.join(' ')}`;
