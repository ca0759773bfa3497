/**
 * A server-rendered page names the stylesheets and scripts of the lazily
 * loaded parts it shows (lib/lazy-parts.tsx) in its head, so it paints with
 * their styles (nothing moves when they would otherwise arrive with their
 * script) and a page body's code downloads beside the entry instead of after
 * it. Its stylesheets come inside the page, so nothing holds up the first paint.
 *
 * The browser build writes Vite's manifest (kept out of the served files);
 * the server build turns it into `virtual:page-assets`: for each lazily
 * loaded module visitors use, by file name (`menu-page`), its stylesheets and
 * scripts in load order, and the text of every stylesheet visitors load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:page-assets';
const MODULE_NAME = /^src\/(?:.+\/)?([\w-]+)\.tsx?$/;

export interface PageAssets {
  styles: string[];
  scripts: string[];
}

export interface PageAssetsModule {
  /** By the lazily loaded module's file name (`menu-page`). */
  parts: Record<string, PageAssets>;
  /** Stylesheet text by address (`/assets/index-….css`), staff stylesheets left out. */
  stylesheets: Record<string, string>;
}

/** Browser build: keeps the manifest that `pageAssetsModule` reads out of what the Worker serves. */
export function privateManifest(): Plugin {
  return {
    name: 'private-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '.vite\n' });
    },
  };
}

/** A chunk's stylesheets and scripts with what it imports first, as the browser applies them. */
function collect(manifest: Manifest, key: string, into: PageAssets, seen: Set<string>): PageAssets {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  for (const dep of chunk.imports ?? []) collect(manifest, dep, into, seen);
  into.styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
  into.scripts.push(`/${chunk.file}`);
  return into;
}

export function pageAssetsFrom(manifest: Manifest, staffDir: string): Record<string, PageAssets> {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // What the entry already loads is in the shell's head: leave it out.
  const shell = entry ? collect(manifest, entry, { styles: [], scripts: [] }, new Set()) : { styles: [], scripts: [] };
  const parts: Record<string, PageAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = chunk.isDynamicEntry && !chunk.file.startsWith(`${staffDir}/`) ? MODULE_NAME.exec(key)?.[1] : undefined;
    if (!name) continue;
    if (parts[name]) throw new Error(`Two lazily loaded modules are called ${name}: the page renderer tells them apart by file name, so rename one.`);
    const found = collect(manifest, key, { styles: [], scripts: [] }, new Set());
    parts[name] = {
      styles: found.styles.filter((file) => !shell.styles.includes(file)),
      scripts: found.scripts.filter((file) => !shell.scripts.includes(file)),
    };
  }
  return parts;
}

function stylesheetsOf(manifest: Manifest, webOutDir: string, staffDir: string): Record<string, string> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]));
  const visitors = [...files].filter((file) => !file.startsWith(`${staffDir}/`));
  return Object.fromEntries(visitors.map((file) => [`/${file}`, readFileSync(path.join(webOutDir, file), 'utf8')]));
}

/** Server build: `virtual:page-assets` from the browser build in `webOutDir` (WEB_OUT_DIR, else web/dist). */
export function pageAssetsModule(staffDir: string, webOutDir = process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, 'dist')): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'page-assets',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const file = path.join(webOutDir, '.vite/manifest.json');
      let manifest: Manifest;
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      } catch {
        this.error(`${file} is missing: build the web app (vite build --config web/vite.config.ts) before its page renderer.`);
      }
      const assets: PageAssetsModule = { parts: pageAssetsFrom(manifest, staffDir), stylesheets: stylesheetsOf(manifest, webOutDir, staffDir) };
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
