/**
 * What the Cloudflare and PartyKit accounts must hold before a deploy: the
 * secrets on both sides, the D1 database and R2 bucket wrangler.toml names,
 * and Images for the picture variants. Only asks (cloudflare-tools.ts).
 */
import type { Unstable_Config } from 'wrangler';
import { REQUIRED_SECRETS } from '../../worker/src/lib/required-secrets';
import { ask, questions, type Answer, type Paths } from './cloudflare-tools';
import { failed, firstLine, passed, type Finding } from './findings';

/** The party's variables: its share of the secrets, and the sites allowed to open sockets. */
export const PARTY_VARIABLES = [...REQUIRED_SECRETS.filter((s) => s.party).map((s) => s.name), 'ALLOWED_ORIGINS'];

const unreachable = (what: string, answer: Answer, login: string): Finding =>
  failed(`Could not check ${what}: ${firstLine(answer.stderr || answer.stdout)}`, `${login}, then run deploy:check again.`);
const WRANGLER_LOGIN = 'Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN)';
const PARTYKIT_LOGIN = 'Log in with `npx partykit login` (or set PARTYKIT_LOGIN and PARTYKIT_TOKEN)';

/** Which of the missing secrets must match the party's. */
const sharedNote = (names: string[]) => (names.length ? ` (${names.join(' and ')}: the same value${names.length > 1 ? 's' : ''} as the chat party’s)` : '');

function workerSecrets(answer: Answer): Finding {
  if (!answer.ok) return unreachable('the Worker’s secrets', answer, WRANGLER_LOGIN);
  const present = new Set((JSON.parse(answer.stdout) as { name: string }[]).map((s) => s.name));
  const missing = REQUIRED_SECRETS.filter((s) => !present.has(s.name));
  if (!missing.length) return passed(`The Worker has its secrets (${REQUIRED_SECRETS.map((s) => s.name).join(', ')}).`);
  return failed(
    `The Worker is missing the secret${missing.length > 1 ? 's' : ''} ${missing.map((s) => `${s.name} (${s.purpose})`).join(', ')}.`,
    missing.map((s) => `\`npx wrangler secret put ${s.name}\``).join(', ') + sharedNote(missing.filter((s) => s.party).map((s) => s.name)) + '.',
  );
}

async function partyVariables(q: ReturnType<typeof questions>): Promise<Finding> {
  const login = await ask(q.partyLogin);
  if (!login.ok || /not logged in/i.test(login.stdout)) {
    return unreachable('the chat party’s variables', login.ok ? { ...login, stderr: 'not logged in to PartyKit.' } : login, PARTYKIT_LOGIN);
  }
  const answer = await ask(q.partyVariables);
  if (!answer.ok) return unreachable('the chat party’s variables', answer, PARTYKIT_LOGIN);
  const line = /Deployed variables:(.*)/.exec(answer.stdout)?.[1] ?? '';
  const present = new Set(
    line
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const missing = PARTY_VARIABLES.filter((name) => !present.has(name));
  if (!missing.length) return passed(`The chat party has its variables (${PARTY_VARIABLES.join(', ')}).`);
  return failed(
    `The chat party is missing ${missing.join(', ')}.`,
    missing.map((name) => `\`npx partykit env add ${name}\``).join(', ') +
      ' (ALLOWED_ORIGINS: the site’s origin, e.g. https://bubbletea.example.com; secrets: the Worker’s values).',
  );
}

function d1Database(answer: Answer, config: Unstable_Config): Finding {
  const db = config.d1_databases.find((d) => d.binding === 'DB');
  if (!answer.ok) return unreachable('the D1 database', answer, WRANGLER_LOGIN);
  const found = (JSON.parse(answer.stdout) as { uuid: string; name: string }[]).some((d) => d.uuid === db?.database_id);
  return found
    ? passed(`The D1 database ${db!.database_name} exists.`)
    : failed(
        `The account has no D1 database with the id in wrangler.toml (${db?.database_id ?? 'none'}).`,
        `Create it with \`npx wrangler d1 create ${db?.database_name ?? 'bubble-tea'}\` and put its id in wrangler.toml.`,
      );
}

function r2Bucket(answer: Answer, config: Unstable_Config): Finding {
  const bucket = config.r2_buckets.find((b) => b.binding === 'MEDIA')?.bucket_name ?? 'bubble-tea-media';
  if (!answer.ok) return unreachable('the R2 bucket', answer, WRANGLER_LOGIN);
  const names = [...answer.stdout.matchAll(/^name:\s*(\S+)/gm)].map((m) => m[1]);
  return names.includes(bucket)
    ? passed(`The R2 bucket ${bucket} exists.`)
    : failed(`The account has no R2 bucket ${bucket}.`, `Create it with \`npx wrangler r2 bucket create ${bucket}\`.`);
}

function images(answer: Answer): Finding {
  return answer.ok
    ? passed('Images is available to the account (the IMAGES binding makes picture variants).')
    : failed(
        `Could not confirm that Images is available to the account: ${firstLine(answer.stderr)}`,
        'Turn on Images in the Cloudflare dashboard (its free tier covers 5,000 transformations a month); if you are not logged in, `npx wrangler login` first.',
      );
}

/** Asks every question at once; findings come back in a fixed order. */
export async function accountChecks(config: Unstable_Config, paths: Paths): Promise<Finding[]> {
  const q = questions(paths);
  const [party, [secrets, databases, buckets, stats]] = await Promise.all([partyVariables(q), Promise.all([q.workerSecrets, q.d1Databases, q.r2Buckets, q.imagesStats].map(ask))]);
  return [workerSecrets(secrets), party, d1Database(databases, config), r2Bucket(buckets, config), images(stats)];
}
