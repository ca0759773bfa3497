/**
 * The built app shell names its scripts inertly and carries the inline
 * script that starts them after the first paint (src/lib/start-after-paint-script.ts):
 * the entry's module script becomes `<link rel="app-entry">`, every
 * modulepreload `<link rel="app-modulepreload">`. Runs after the plugins that
 * add preloads (renderer-preload-plugin.ts), so it sees them all.
 */
import type { Plugin } from 'vite';
import { inlineScriptSource } from './inline-script-source.ts';
import { ENTRY_REL, PRELOAD_REL, startAfterPaintScript } from './src/lib/start-after-paint-script.ts';

/** The CSP source that allows exactly this script. */
export const startAfterPaintScriptSource = inlineScriptSource(startAfterPaintScript);

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The shell's html with its scripts named inertly and the starter inline where the entry's script was. */
export function startAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`Expected the built shell to have one entry script, found ${entries.length}: the page could not start its code.`);
  return html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => `<link rel="${ENTRY_REL}" href="${src}"><script>${startAfterPaintScript}</script>`)
    .replace(MODULE_PRELOAD, (_tag, href: string) => `<link rel="${PRELOAD_REL}" href="${href}">`);
}

export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => startAfterPaint(html) },
  };
}
