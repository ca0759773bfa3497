import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './headers-plugin.ts';
import { ENTRY_REL, PRELOAD_REL, startAfterPaintScript } from './src/lib/start-after-paint-script.ts';
import { startAfterPaint, startAfterPaintScriptSource } from './start-after-paint-plugin.ts';

const shell = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-client-abc.js">
  </head>`;

describe('the shell starts its code after the first paint', () => {
  it('names the entry and every modulepreload inertly, with the starter where the entry was', () => {
    const html = startAfterPaint(shell);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(`<link rel="${ENTRY_REL}" href="/assets/index-abc.js"><script>${startAfterPaintScript}</script>`);
    expect(html).toContain(`<link rel="${PRELOAD_REL}" href="/assets/react-abc.js">`);
    expect(html).toContain(`<link rel="${PRELOAD_REL}" href="/assets/react-dom-client-abc.js">`);
    // Stylesheets are left as they are.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('refuses a shell without exactly one entry script, rather than build a page that never starts', () => {
    expect(() => startAfterPaint('<head></head>')).toThrow(/one entry script, found 0/);
    const twice = shell.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>');
    expect(() => startAfterPaint(twice)).toThrow(/one entry script, found 2/);
  });

  it('is allowed by the CSP through its hash, and is script the browser can parse', () => {
    expect(contentSecurityPolicy()).toContain(`script-src 'self' `);
    expect(contentSecurityPolicy()).toContain(startAfterPaintScriptSource);
    // Compiled, not run: a typo in the string would be a page that never starts.
    expect(() => new Script(startAfterPaintScript)).not.toThrow();
  });
});
