/**
 * Debian's Chromium drives Lighthouse and the offline checks (DESIGN §2);
 * CHROMIUM_PATH points elsewhere. Checked before anything is built, so a
 * machine without it hears so in one line instead of a launcher's stack trace.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Why the browser sections cannot run, or null when Chromium is there. */
export function missingChromium(): string | null {
  const path = chromiumPath();
  if (existsSync(path)) return null;
  return [
    `Chromium not found at ${path}: the lighthouse and offline sections need it.`,
    'Install it (Debian: apt-get install chromium), point CHROMIUM_PATH at it, or leave those out: npm run bench -- --skip lighthouse,offline',
  ].join('\n');
}
