// The layers of docs/layout.md as lint rules (the table "Boundaries" there
// names each rule beside the boundary it keeps), typescript-eslint's
// type-aware checks, React's hook rules, and Prettier's word on layout.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'web/src/features';

/** One zone a feature folder: it may import only from itself (docs/layout.md, "features never import other features"). */
export const featureZones = (features = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })) =>
  features
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${FEATURES}/${name}`,
      from: FEATURES,
      except: [`./${name}`],
      message: 'Features never import other features: move what they share down (components/, lib/, sync/) or pass it in from app/.',
    }));

const SHARED = ['web/src/components', 'web/src/sync', 'web/src/lib'];

const ROUTES = 'worker/src/routes';

/** The Worker: one zone a route folder (it reads through queries/, never another route's module), and queries/ below every route. */
const workerZones = () => [
  ...readdirSync(new URL(ROUTES, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${ROUTES}/${name}`,
      from: ROUTES,
      except: [`./${name}`],
      message: 'A route module never imports another route’s: what both read is a loader in worker/src/queries.',
    })),
  { target: 'worker/src/queries', from: ROUTES, message: 'Loaders sit below the routes that use them.' },
  { target: ['worker/src/lib', 'worker/src/db'], from: [ROUTES, 'worker/src/queries'], message: 'lib/ and db/ sit below the routes and queries.' },
];

/** The web's layers; `door` is what of the Worker a file may import: nothing, but the contract and the app's type for lib/contract.ts and the test pictures for tests. */
const webZones = (door, { tests = false } = {}) => [
  ...featureZones(),
  ...(tests ? [] : [{ target: FEATURES, from: 'web/src/app', message: 'Features are put together by app/, never the other way round.' }]),
  { target: SHARED, from: [FEATURES, 'web/src/app'], message: 'components/, sync/ and lib/ sit below the features and app/: pass what they need in.' },
  { target: 'web/src/sync', from: 'web/src/pwa', message: 'sync/ is given what it needs from pwa/ (startOutbox takes the background sync).' },
  {
    target: 'web/src',
    from: 'worker',
    ...(door.length > 0 && { except: door }),
    message: 'The web reaches the Worker only through web/src/lib/contract.ts (or entry-contract.ts, for the first download).',
  },
  { target: 'web/src', from: 'party', message: 'The web talks to the party over its socket, through the Worker contract.' },
];

const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'web/dist-server/', 'web/dev-dist/', '.wrangler/', '.partykit/', '.tsbuild/', 'bench/out/', 'worker/worker-configuration.d.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('./runtime')` is how a lazily loaded module's type is named without loading it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A React event handler may be async: React ignores what it returns, and each handler reports its own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // Imported by the service worker (web/pwa.config.ts).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Vitest's asymmetric matchers (expect.any, objectContaining) are typed `any`, fetch mocks are async to match fetch, and
    // assertions hand methods to expect(): in tests those are how the tools are typed, not unchecked data.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'web/src/test/**', 'worker/test/**', 'e2e/support/**', 'party/test-*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // wrangler's declared Config does not resolve under the lint's project service (tsc, which checks these files, resolves it).
    files: ['scripts/deploy/run-checks.ts', 'scripts/deploy/cloudflare-api.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler's rules judge code written for the compiler, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', ...restrictedPaths(webZones([])) },
  },
  {
    // The door: the contract's types and the app's route type (lib/contract.ts), and the few values the first download takes (lib/entry-contract.ts).
    files: ['web/src/lib/contract.ts', 'web/src/lib/entry-contract.ts'],
    rules: restrictedPaths(webZones(['./src/contract', './src/index.ts'])),
  },
  {
    // Tests share the Worker's test pictures (worker/test/png.ts).
    // Tests render the whole app (app/) around a feature.
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: restrictedPaths(webZones(['./test'], { tests: true })),
  },
  {
    files: ['worker/src/**/*.ts'],
    ignores: ['worker/src/contract/**', '**/*.test.ts'],
    rules: restrictedPaths(workerZones()),
  },
  {
    files: ['worker/src/contract/**/*.ts'],
    rules: {
      ...restrictedPaths([
        { target: 'worker/src/contract', from: 'worker/src', except: ['./contract'], message: 'The contract is shared with the web and the party: nothing server-only.' },
      ]),
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(drizzle-orm|cloudflare:|hono(?!/utils/))', message: 'The contract is shared with the web and the party: nothing server-only.' }] },
      ],
    },
  },
  {
    files: ['party/src/**/*.ts'],
    rules: restrictedPaths([
      { target: 'party/src', from: 'worker', except: ['./src/contract'], message: 'The party imports only the Worker’s contract.' },
      { target: 'party/src', from: 'web', message: 'The party imports only the Worker’s contract.' },
    ]),
  },
  prettier,
);
