import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin.ts';

type Output = { type: 'chunk'; name: string; isEntry: boolean; code: string } | { type: 'asset'; name: string; source: string };

function generate(bundle: Record<string, Output>) {
  const hook = compileHints(['react-dom-client']).generateBundle as { handler: (options: unknown, bundle: Record<string, Output>) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('the first download carries the compile hint', () => {
  it('puts it first in the entry and the named chunks, and nowhere else', () => {
    const bundle = generate({
      'index.js': { type: 'chunk', name: 'index', isEntry: true, code: 'const __vite__mapDeps=1;import"./x.js";' },
      'react-dom-client.js': { type: 'chunk', name: 'react-dom-client', isEntry: false, code: 'var n=1;' },
      'menu-page.js': { type: 'chunk', name: 'menu-page', isEntry: false, code: 'var m=1;' },
      'index.css': { type: 'asset', name: 'index.css', source: 'a{}' },
    });
    expect((bundle['index.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;import"./x.js";`);
    expect((bundle['react-dom-client.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nvar n=1;`);
    expect((bundle['menu-page.js'] as { code: string }).code).toBe('var m=1;');
    expect((bundle['index.css'] as { source: string }).source).toBe('a{}');
  });

  it('adds it once, however often the bundle is generated', () => {
    const bundle = generate({ 'index.js': { type: 'chunk', name: 'index', isEntry: true, code: 'var a;' } });
    generate(bundle);
    expect((bundle['index.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nvar a;`);
  });
});
