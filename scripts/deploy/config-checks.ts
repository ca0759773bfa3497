/**
 * What wrangler.toml must say before a deploy: real resource ids, the chat
 * party's deployed addresses, the CPU limit a login needs, Workers logs and
 * the Images binding. Reads the config only.
 */
import type { Unstable_Config } from 'wrangler';
import { failed, passed, type Finding } from './findings';

/** A login verifies a PBKDF2 hash at 100,000 iterations: about 25–40 ms of CPU (README, The plan). */
export const MIN_CPU_MS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLACEHOLDER = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** Whether a host can only be reached from this machine or its network. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

/** A party address as the Worker and browsers use it: a URL, or a bare host (then https). */
function partyAddress(value: string): URL | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
}

function checkPartyAddress(name: string, value: string, usedFor: string): Finding {
  const url = partyAddress(value);
  const fix = `Set ${name} in wrangler.toml [vars] to the deployed party, e.g. https://bubble-tea-chat.<your-user>.partykit.dev (\`npx partykit deploy\` prints it).`;
  if (!value) return failed(`${name} is not set: ${usedFor}.`, fix);
  if (!url) return failed(`${name} is not an address: "${value}".`, fix);
  if (isLocalHost(url.hostname)) return failed(`${name} is local (${value}): ${usedFor}, and no one else can reach it.`, fix);
  if (!['https:', 'wss:'].includes(url.protocol)) return failed(`${name} is not https (${value}).`, fix);
  return passed(`${name} is ${value}.`);
}

/** Where browsers open chat sockets: PARTYKIT_PUBLIC_HOST, or PARTYKIT_URL when that is empty. */
function checkPublicHost(publicHost: string, partyUrl: string): Finding {
  if (publicHost) return checkPartyAddress('PARTYKIT_PUBLIC_HOST', publicHost, 'browsers open chat sockets there');
  if (checkPartyAddress('PARTYKIT_URL', partyUrl, '').ok) return passed('PARTYKIT_PUBLIC_HOST is empty: browsers open chat sockets at PARTYKIT_URL.');
  return failed(
    `PARTYKIT_PUBLIC_HOST is empty, so browsers would open chat sockets at PARTYKIT_URL (${partyUrl || 'unset'}), which is no deployed party.`,
    'Set PARTYKIT_PUBLIC_HOST (or PARTYKIT_URL) in wrangler.toml [vars] to the deployed party.',
  );
}

export function configChecks(config: Unstable_Config): Finding[] {
  const findings: Finding[] = [];
  const db = config.d1_databases.find((d) => d.binding === 'DB');
  const id = db?.database_id ?? '';
  findings.push(
    UUID.test(id) && !PLACEHOLDER.test(id)
      ? passed(`The D1 database id is set (${id}).`)
      : failed(
          `The D1 database id is ${id ? `the placeholder ${id}` : 'missing'}.`,
          `Create the database with \`npx wrangler d1 create ${db?.database_name ?? 'bubble-tea'}\` and put its id in wrangler.toml [[d1_databases]] database_id.`,
        ),
  );

  const vars = config.vars as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const partyUrl = text(vars.PARTYKIT_URL);
  const publicHost = text(vars.PARTYKIT_PUBLIC_HOST);
  findings.push(checkPartyAddress('PARTYKIT_URL', partyUrl, 'the Worker tells chat rooms about messages there'));
  findings.push(checkPublicHost(publicHost, partyUrl));

  const cpu = config.limits?.cpu_ms;
  findings.push(
    cpu !== undefined && cpu >= MIN_CPU_MS
      ? passed(`The CPU limit per request is ${cpu} ms.`)
      : failed(
          cpu === undefined ? 'No CPU limit is set ([limits] cpu_ms).' : `The CPU limit per request is ${cpu} ms: a login alone takes about 25–40 ms.`,
          `Set [limits] cpu_ms = 1000 in wrangler.toml (Workers Paid; README, The plan).`,
        ),
  );
  findings.push(
    config.observability?.enabled
      ? passed('Workers logs are on ([observability]).')
      : failed('Workers logs are off: a failing deploy would leave no trace.', 'Add [observability] enabled = true to wrangler.toml.'),
  );
  findings.push(
    config.images?.binding === 'IMAGES'
      ? passed('The Images binding is declared (IMAGES).')
      : failed('The Images binding IMAGES is not declared: uploads would get no picture variants.', 'Add [images] binding = "IMAGES" to wrangler.toml.'),
  );
  return findings;
}
