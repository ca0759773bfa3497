/**
 * main.tsx evaluates React's renderer in a task of its own (a dynamic import),
 * so the app's code and the renderer are two shorter tasks instead of one a
 * phone cannot answer in. Its download must not wait for that import, though:
 * this names the renderer's chunk in the built index.html as a modulepreload,
 * beside the entry's own, so both arrive together.
 */
import type { Plugin } from 'vite';

/** The chunk's name (vite.config.ts's codeSplitting group). */
export const RENDERER_CHUNK = 'react-dom-client';

export function rendererPreload(): Plugin {
  return {
    name: 'renderer-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const renderer = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === RENDERER_CHUNK);
        if (!renderer) throw new Error(`No ${RENDERER_CHUNK} chunk in the build: main.tsx loads React's renderer on its own, and the page must preload it.`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${renderer.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
