/**
 * Puts the script that holds early submits and taps (web/src/lib/held-submits-script.ts)
 * inline at the top of the app shell's head, before any markup a visitor
 * could use, and gives the CSP its hash (one of the two inline scripts the
 * pages run; the other is start-after-paint-plugin.ts).
 */
import type { Plugin } from 'vite';
import { inlineScriptSource } from './inline-script-source.ts';
import { heldInputScript } from './src/lib/held-submits-script.ts';

/** The CSP source that allows exactly this script. */
export const heldInputScriptSource = inlineScriptSource(heldInputScript);

export function heldSubmits(): Plugin {
  return {
    name: 'bubble-tea-held-submits',
    transformIndexHtml: () => [{ tag: 'script', children: heldInputScript, injectTo: 'head-prepend' }],
  };
}
