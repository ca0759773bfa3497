/**
 * `tsx scripts/deploy/cloudflare-api.ts GET <path> [--config wrangler.toml]`:
 * one call to Cloudflare's REST API with wrangler's own credentials (its
 * login, or CLOUDFLARE_API_TOKEN), for what wrangler has no command for.
 * `{account_id}` in the path is the config's account_id, or the only
 * account wrangler can reach. Prints the answer's JSON; fails on an error.
 */
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { ask } from './cloudflare-tools';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { config: { type: 'string', default: 'wrangler.toml' } } });
const [method, apiPath] = positionals;
if (!method || !apiPath) {
  console.error('Usage: cloudflare-api.ts <METHOD> <path> [--config wrangler.toml]');
  process.exit(2);
}

async function wranglerJson<T>(args: string[]): Promise<T> {
  const answer = await ask({ tool: 'wrangler', args });
  if (!answer.ok) throw new Error(answer.stderr.trim() || `wrangler ${args.join(' ')} failed`);
  return JSON.parse(answer.stdout) as T;
}

async function accountId(): Promise<string> {
  const configured = unstable_readConfig({ config: values.config }).account_id;
  if (configured) return configured;
  const { accounts = [] } = await wranglerJson<{ accounts?: { id: string; name: string }[] }>(['whoami', '--json']);
  if (accounts.length !== 1) throw new Error(`Set account_id in ${values.config}: wrangler can reach ${accounts.length} accounts.`);
  return accounts[0].id;
}

try {
  const auth = await wranglerJson<{ type: string; token?: string; key?: string; email?: string }>(['auth', 'token', '--json']);
  const headers: Record<string, string> = auth.type === 'api_key' ? { 'X-Auth-Key': auth.key!, 'X-Auth-Email': auth.email! } : { authorization: `Bearer ${auth.token}` };
  const base = process.env.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4';
  const res = await fetch(`${base}${apiPath.replace('{account_id}', await accountId())}`, { method, headers });
  const body = (await res.json().catch(() => ({}))) as { errors?: { message: string }[] };
  if (!res.ok) throw new Error(`${res.status}: ${body.errors?.map((e) => e.message).join('; ') || res.statusText}`);
  console.log(JSON.stringify(body));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
