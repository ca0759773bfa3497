/**
 * The layer rules of docs/layout.md hold: each planted import below breaks one
 * boundary and `npm run lint` must refuse it, while the same import from a
 * layer allowed to make it passes (so a rule that stopped resolving paths
 * would fail here, not pass quietly).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// The planted files do not exist, so no tsconfig holds them: lint them without type information (the boundary rule needs none).
const eslint = new ESLint({ cwd: root, overrideConfig: { files: ['**/planted.ts'], ...tseslint.configs.disableTypeChecked } });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint boundaries', () => {
  it('refuses a feature importing another feature, and allows app/ to put them together', async () => {
    const planted = `import { newsletterTexts } from '../newsletters/texts';\nexport const t = newsletterTexts;\n`;
    expect(await boundaryErrors('web/src/features/home/planted.ts', planted)).toEqual([expect.stringContaining('Features never import other features')]);
    const fromApp = `import { newsletterTexts } from '../features/newsletters/texts';\nexport const t = newsletterTexts;\n`;
    expect(await boundaryErrors('web/src/app/planted.ts', fromApp)).toEqual([]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const own = `import { newsletterTexts } from './texts';\nimport { api } from '../../lib/api-client';\nexport const t = [newsletterTexts, api];\n`;
    expect(await boundaryErrors('web/src/features/newsletters/planted.ts', own)).toEqual([]);
  });

  it('refuses components/, sync/ and lib/ importing a feature or app/', async () => {
    const planted = `import { newsletterTexts } from '../../features/newsletters/texts';\nexport const t = newsletterTexts;\n`;
    for (const layer of ['web/src/components/ui', 'web/src/sync/resources']) {
      expect(await boundaryErrors(`${layer}/planted.ts`, planted)).toEqual([expect.stringContaining('sit below the features')]);
    }
    const fromApp = `import { routes } from '../app/router';\nexport const r = routes;\n`;
    expect(await boundaryErrors('web/src/lib/planted.ts', fromApp)).toEqual([expect.stringContaining('sit below the features')]);
  });

  it('refuses sync/ importing pwa/', async () => {
    const planted = `import { registerServiceWorker } from '../pwa/register';\nexport const r = registerServiceWorker;\n`;
    expect(await boundaryErrors('web/src/sync/planted.ts', planted)).toEqual([expect.stringContaining('sync/ is given what it needs')]);
  });

  it('lets the web reach the Worker only through its contract', async () => {
    const server = `import { createDb } from '../../../worker/src/db/client';\nexport const d = createDb;\n`;
    expect(await boundaryErrors('web/src/lib/planted.ts', server)).toEqual([expect.stringContaining('only through web/src/lib/contract.ts')]);
    const contract = `import { MAX } from '../../../worker/src/contract/limits';\nexport const m = MAX;\n`;
    expect(await boundaryErrors('web/src/sync/planted.ts', contract)).toEqual([expect.stringContaining('only through web/src/lib/contract.ts')]);
    const door = `import { MAX } from './contract';\nexport const m = MAX;\n`;
    expect(await boundaryErrors('web/src/lib/planted.ts', door)).toEqual([]);
  });

  it('lets the party import only the Worker’s contract', async () => {
    const server = `import { createDb } from '../../worker/src/db/client';\nexport const d = createDb;\n`;
    expect(await boundaryErrors('party/src/planted.ts', server)).toEqual([expect.stringContaining('only the Worker’s contract')]);
  });

  it('lets a Worker route read another resource only through queries/', async () => {
    const planted = `import { menuRoutes } from '../menu/menu';\nexport const m = menuRoutes;\n`;
    expect(await boundaryErrors('worker/src/routes/reviews/planted.ts', planted)).toEqual([expect.stringContaining('never imports another route')]);
    const query = `import { brandDrink } from '../../queries/menu';\nexport const b = brandDrink;\n`;
    expect(await boundaryErrors('worker/src/routes/reviews/planted.ts', query)).toEqual([]);
  });

  it('keeps the contract free of server-only code', async () => {
    const planted = `import { createDb } from '../db/client';\nimport { eq } from 'drizzle-orm';\nexport const d = [createDb, eq];\n`;
    expect(await boundaryErrors('worker/src/contract/planted.ts', planted)).toEqual([
      expect.stringContaining('nothing server-only'),
      expect.stringContaining('nothing server-only'),
    ]);
  });
});
