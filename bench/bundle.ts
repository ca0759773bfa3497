/**
 * Initial JavaScript of the public routes, from a private production build.
 *
 * Builds the web app (the project's own Vite config) into a temp folder with
 * Vite's manifest, and records which source modules landed in which chunk.
 * A route's initial JS is the entry chunk plus its static `imports`,
 * transitively, plus every other script the built page preloads in its head
 * (React's renderer, which the entry imports dynamically to evaluate it in a
 * task of its own, but which every page downloads at once), plus the route's
 * own chunk and its static imports when the route is lazy. Each file is gzipped at level 9 and
 * summed. The same build is what the benchmark then serves, so Lighthouse
 * and the offline figures measure exactly these bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { kb } from './support/stats';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Code a visitor of the public site must never download up front. */
const STAFF_ONLY: { label: string; pattern: RegExp }[] = [
  { label: 'exceljs', pattern: /\/node_modules\/exceljs\// },
  { label: 'PartyKit client (partysocket)', pattern: /\/node_modules\/(partysocket|partykit)\// },
  { label: 'dashboard screens', pattern: /\/web\/src\/app\/(routes\/dashboard|layouts\/dashboard)/ },
  { label: 'chat', pattern: /\/web\/src\/features\/chat\// },
];

/** Public routes and the module that renders each. */
const ROUTES: { route: string; module: string }[] = [
  { route: '/', module: 'src/app/routes/home.tsx' },
  { route: '/menu', module: 'src/app/routes/menu.tsx' },
];

export interface RouteJs {
  route: string;
  files: { file: string; bytes: number; gzipBytes: number }[];
  /** Exact, for the budget: the rounded KB can hide a few bytes over. */
  gzipBytes: number;
  gzipKB: number;
  rawKB: number;
  /** Where the route's own module is: "entry chunk" or its lazy chunk. */
  routeModuleIn: string;
  staffOnlyFound: string[];
}

export interface BundleReport {
  outDir: string;
  routes: RouteJs[];
  routesShareOneBundle: boolean;
  precache: {
    entries: number;
    staffFolderEntries: string[];
    exceljsEntries: string[];
    /** Precached chunks holding dashboard, chat or partysocket code (DESIGN §8: never precached). */
    staffCodeEntries: { file: string; found: string[]; sharedWith: string[] }[];
  };
  largestInitialFiles: { file: string; gzipKB: number; topModules: string[] }[];
}

/** Records each output chunk's source modules (the manifest lists only entries). */
function chunkModules(into: Map<string, string[]>, sizes: Map<string, ModuleSize[]>): Plugin {
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        into.set(out.fileName, [...out.moduleIds]);
        sizes.set(
          out.fileName,
          Object.entries(out.modules).map(([id, m]) => ({ id, bytes: m.renderedLength })),
        );
      }
    },
  };
}

export interface ModuleSize {
  id: string;
  bytes: number;
}

export interface BuildRecord {
  modules: Map<string, string[]>;
  sizes: Map<string, ModuleSize[]>;
}

export async function buildWebForBench(outDir: string): Promise<BuildRecord> {
  const modules = new Map<string, string[]>();
  const sizes = new Map<string, ModuleSize[]>();
  await build({
    configFile: path.resolve('web/vite.config.ts'),
    logLevel: 'warn',
    plugins: [chunkModules(modules, sizes)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  // The Worker renders the public pages with this one (wrangler.toml's alias names its place), linking this build's files.
  process.env.WEB_OUT_DIR = outDir;
  try {
    await build({ configFile: path.resolve('web/vite.server.config.ts'), logLevel: 'warn' });
  } finally {
    delete process.env.WEB_OUT_DIR;
  }
  return { modules, sizes };
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The scripts the built index.html (every page's shell) has the browser download once the page has painted (web/src/lib/start-after-paint-script.ts). */
function preloadedByShell(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="(?:app-)?modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map((match) => match[1]);
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function found(modules: string[] | undefined): string[] {
  return STAFF_ONLY.filter(({ pattern }) => modules?.some((id) => pattern.test(id))).map(({ label }) => label);
}

/** The precache list that vite-plugin-pwa (workbox) writes into sw.js. */
export function precacheUrls(outDir: string): string[] {
  const sw = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]))];
}

export function analyseBundle(outDir: string, { modules, sizes }: BuildRecord): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

  const routes = ROUTES.map(({ route, module }): RouteJs => {
    const keys = staticClosure(manifest, entryKey);
    let routeModuleIn = 'entry chunk';
    if (manifest[module]) {
      staticClosure(manifest, module, keys);
      routeModuleIn = `lazy chunk ${manifest[module].file}`;
    } else {
      const holder = [...modules].find(([, ids]) => ids.some((id) => id.endsWith(`/web/${module}`)));
      if (holder && holder[0] !== manifest[entryKey].file) routeModuleIn = holder[0];
    }
    const files = [...new Set([...[...keys].map((k) => manifest[k].file), ...preloadedByShell(outDir)])]
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, bytes: readFileSync(path.join(outDir, file)).length, gzipBytes: gzipSize(path.join(outDir, file)) }));
    return {
      route,
      files,
      gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
      gzipKB: kb(files.reduce((n, f) => n + f.gzipBytes, 0)),
      rawKB: kb(files.reduce((n, f) => n + f.bytes, 0)),
      routeModuleIn,
      staffOnlyFound: [...new Set(files.flatMap((f) => found(modules.get(f.file)).map((label) => `${label} in ${f.file}`)))],
    };
  });

  const precached = precacheUrls(outDir);
  const precachedJs = precached.filter((u) => u.endsWith('.js'));
  const initial = routes[0].files;
  return {
    outDir,
    routes,
    routesShareOneBundle: routes.every((r) => r.files.map((f) => f.file).join() === routes[0].files.map((f) => f.file).join()),
    precache: {
      entries: precached.length,
      staffFolderEntries: precached.filter((u) => u.startsWith('assets/staff/')),
      exceljsEntries: precached.filter((u) => /exceljs/i.test(u) || found(modules.get(u)).includes('exceljs')),
      staffCodeEntries: precachedJs
        .map((file) => ({ file, found: found(modules.get(file)), sharedWith: publicModulesIn(sizes.get(file) ?? []) }))
        .filter((e) => e.found.length > 0),
    },
    largestInitialFiles: [...initial]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map((f) => ({ file: f.file, gzipKB: kb(f.gzipBytes), topModules: heaviestParts(sizes.get(f.file) ?? []) })),
  };
}

/** Modules in a chunk that are not staff-only: why the build did not put it in the staff folder. */
function publicModulesIn(modules: ModuleSize[]): string[] {
  return modules
    .filter(({ id }) => !STAFF_ONLY.some(({ pattern }) => pattern.test(id)) && !id.includes('vite/preload-helper') && !id.endsWith('.css'))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map(({ id }) => id.replace(/^.*\/(node_modules|web)\//, '$1/'));
}

/** What a chunk is made of (share of its code before minification): packages, or app folders two levels deep. */
function heaviestParts(modules: ModuleSize[]): string[] {
  const total = modules.reduce((n, m) => n + m.bytes, 0) || 1;
  const parts = new Map<string, number>();
  for (const { id, bytes } of modules) {
    const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
    const app = /\/web\/(src\/[^/]+\/[^/]+)/.exec(id)?.[1];
    const part = pkg ?? (app ? `web/${app}` : 'other');
    parts.set(part, (parts.get(part) ?? 0) + bytes);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, bytes]) => `${name} ${Math.round((100 * bytes) / total)}%`);
}
