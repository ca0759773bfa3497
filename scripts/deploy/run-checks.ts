/**
 * Everything a deploy needs, checked before anything changes (deploy:check,
 * and the first step of deploy): the config, the accounts, the bundle.
 * Only reads; answers each finding and whether all passed.
 */
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { accountChecks } from './account-checks';
import { bundleCheck } from './bundle-size';
import type { Paths } from './cloudflare-tools';
import { configChecks } from './config-checks';
import { failed, type Finding } from './findings';

export async function runChecks(paths: Paths): Promise<{ ok: boolean; findings: Finding[] }> {
  let config;
  try {
    config = unstable_readConfig({ config: paths.wranglerConfig });
  } catch (err) {
    const finding = failed(`${path.basename(paths.wranglerConfig)} cannot be read: ${(err as Error).message}`, 'Fix the file, then run deploy:check again.');
    return { ok: false, findings: [finding] };
  }
  const [account, bundle] = await Promise.all([accountChecks(config, paths), bundleCheck(paths)]);
  const findings = [...configChecks(config), ...account, bundle];
  return { ok: findings.every((f) => f.ok), findings };
}

/** What deploy:check prints: every check, then the list of what to fix. */
export function report(findings: Finding[]): string {
  const lines = findings.map((f) => `  ${f.ok ? '✓' : '✗'} ${f.what}`);
  const toFix = findings.filter((f) => !f.ok);
  if (!toFix.length) return [...lines, '', 'Ready to deploy: nothing is missing.'].join('\n');
  return [
    ...lines,
    '',
    `Not ready to deploy: ${toFix.length} thing${toFix.length > 1 ? 's' : ''} to fix first. Nothing was changed.`,
    ...toFix.map((f, i) => `  ${i + 1}. ${f.what}\n     ${f.fix}`),
  ].join('\n');
}
