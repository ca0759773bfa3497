/**
 * Writes dist/_headers, which Workers static assets apply to the SPA: an
 * explicit CSP allowing only what the app uses, and caching rules (hashed
 * assets immutable; index.html and the service worker always revalidated).
 * Geolocation is for our own pages only ('Use my location' on /locations).
 * The chat party is another origin: CHAT_ORIGIN names it for a deployed build
 * (e.g. https://bubble-tea-chat.example.partykit.dev); locally any loopback
 * port is allowed, since tests run the party on a free one.
 */
import type { Plugin } from 'vite';
import { heldInputScriptSource } from './held-submits-plugin.ts';
import { startAfterPaintScriptSource } from './start-after-paint-plugin.ts';

function chatSources(chatOrigin: string | undefined): string[] {
  if (!chatOrigin) return ['http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*'];
  const url = new URL(chatOrigin);
  const ws = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${ws}//${url.host}`];
}

export function contentSecurityPolicy(chatOrigin = process.env.CHAT_ORIGIN): string {
  return [
    "default-src 'self'",
    // The two inline scripts: one holds a form sent or a button tapped before the app is alive (held-submits-plugin.ts), the other
    // starts the app's code once the page has painted (start-after-paint-plugin.ts).
    `script-src 'self' ${heldInputScriptSource} ${startAfterPaintScriptSource}`,
    // sonner injects its stylesheet at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src 'self' ${chatSources(chatOrigin).join(' ')}`,
    // The store modal's map embed.
    'frame-src https://maps.google.com https://www.google.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function headersFile(): Plugin {
  return {
    name: 'bubble-tea-headers',
    apply: 'build',
    generateBundle() {
      const source = `/*
  Content-Security-Policy: ${contentSecurityPolicy()}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  Permissions-Policy: camera=(), microphone=(), geolocation=(self)
/index.html
  Cache-Control: no-cache
/sw.js
  Cache-Control: no-cache
/manifest.webmanifest
  Cache-Control: no-cache
/staff-assets.json
  Cache-Control: no-cache
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}
