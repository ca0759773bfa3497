import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageAssetsFrom } from './page-assets-plugin';

// The shape Vite writes: the entry, a lazily loaded page body, the chunks they share.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['index.html', '_react-1.js'], css: ['assets/cards-1.css'] },
  '_picture-1.js': { file: 'assets/picture-1.js', imports: ['_cards-1.js'], css: ['assets/picture-1.css'] },
  'src/app/routes/menu-page.tsx': {
    file: 'assets/menu-page-1.js',
    src: 'src/app/routes/menu-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_cards-1.js', '_picture-1.js'],
    css: ['assets/menu-page-1.css'],
  },
  'src/features/home/components/home-more.tsx': {
    file: 'assets/home-more-1.js',
    src: 'src/features/home/components/home-more.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/home-more-1.css'],
  },
  'src/app/routes/dashboard/series.tsx': { file: 'assets/staff/series-1.js', isDynamicEntry: true, imports: ['index.html'] },
};

describe('page assets from the browser build', () => {
  it("names each lazily loaded module's own stylesheets and scripts, what they build on first, leaving out what the entry loads and staff code", () => {
    expect(pageAssetsFrom(manifest, 'assets/staff')).toEqual({
      'menu-page': {
        styles: ['/assets/cards-1.css', '/assets/picture-1.css', '/assets/menu-page-1.css'],
        scripts: ['/assets/cards-1.js', '/assets/picture-1.js', '/assets/menu-page-1.js'],
      },
      'home-more': { styles: ['/assets/home-more-1.css'], scripts: ['/assets/home-more-1.js'] },
    });
  });

  it('refuses two lazily loaded modules of one name, which the renderer could not tell apart', () => {
    const twice: Manifest = { ...manifest, 'src/features/menu/menu-page.tsx': { file: 'assets/menu-page-2.js', isDynamicEntry: true } };
    expect(() => pageAssetsFrom(twice, 'assets/staff')).toThrow(/Two lazily loaded modules are called menu-page/);
  });
});
