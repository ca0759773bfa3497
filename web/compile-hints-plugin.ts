/**
 * The first download's chunks (the entry, React, React's renderer and what
 * the entry shares with the pages) start with Chrome's explicit compile hint:
 * nearly every function in them runs while the page is taken over. Chrome
 * (136 and later) then compiles all of their functions on the thread that
 * streams each file in, instead of one at a time on the main thread as each
 * is first called. On a cold load of / traced with Lighthouse's categories,
 * the main thread's compiling went from 58-111 ms to 7-25 ms. Other browsers
 * see a comment. Later chunks stay lazily compiled: most of their functions
 * may never run.
 *
 * Added once the bundle is final, as its first line (where Chrome looks for
 * it): the minifier would drop a comment, and Vite puts its own first line
 * in the entry after the banners.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(chunkNames: readonly string[]): Plugin {
  const hinted = new Set(chunkNames);
  const wanted = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || hinted.has(chunk.name);
  return {
    name: 'compile-hints',
    apply: 'build',
    // The file's name changes with its content: a browser holding the file without the hint fetches the new one.
    augmentChunkHash: (chunk) => (wanted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !wanted(output) || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
