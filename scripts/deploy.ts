/**
 * `npm run deploy [-- --skip-build]`: a fresh build, then deploy:check, and only when nothing
 * is missing, the changes in order (cloudflare-tools.ts `changes`): D1
 * migrations (append-only, so the running Worker keeps working on the new
 * schema), the chat party, the Worker last, so it goes live with everything
 * it needs already in place. A step that fails stops the rest and says
 * what was done and what was not.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changes, perform, shown } from './deploy/cloudflare-tools';
import { report, runChecks } from './deploy/run-checks';

const { values } = parseArgs({
  options: {
    config: { type: 'string', default: 'wrangler.toml' },
    'party-config': { type: 'string', default: 'partykit.json' },
    // For a build made moments ago (CI runs `npm run build` as its own step).
    'skip-build': { type: 'boolean', default: false },
  },
});
const paths = { wranglerConfig: path.resolve(values.config), partyConfig: path.resolve(values['party-config']) };
const root = path.resolve(import.meta.dirname, '..');

if (!values['skip-build']) {
  console.log('Building the web app and the page renderer…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

console.log('\nChecking the deploy…\n');
const { ok, findings } = await runChecks(paths);
console.log(report(findings));
if (!ok) process.exit(1);

const steps = changes(paths);
for (const [i, step] of steps.entries()) {
  console.log(`\n${i + 1}/${steps.length} ${step.step}: ${shown(step)}`);
  if (!perform(step)) {
    const done = steps.slice(0, i).map((s) => s.step);
    console.error(`\nStopped: “${step.step}” failed.`);
    console.error(done.length ? `Done before it: ${done.join('; ')}.` : 'Nothing was changed.');
    console.error(
      `Not done: ${steps
        .slice(i)
        .map((s) => s.step)
        .join('; ')}. ${i < steps.length - 1 ? 'The live site still runs the previous Worker.' : ''}`,
    );
    console.error('Fix the cause and run `npm run deploy` again: every step is safe to repeat.');
    process.exit(1);
  }
}
console.log('\nDeployed.');
