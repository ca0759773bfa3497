/**
 * The installable PWA (DESIGN §8): precached app shell for visitors, media
 * cache-first with expiry, navigation falling back to the shell, and an
 * update prompt (registerType 'prompt'). Dashboard screens and exceljs are
 * never precached: a visitor's phone should not download what only staff use;
 * after login the app fills the `staff-chunks` cache below with every staff
 * file of the build (src/sync/staff/staff-code.ts), which this worker then
 * answers from, offline too (docs/decisions/staff-screens-offline.md).
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Chunks only signed-in staff need; chunk names come from build.rollupOptions below. */
export const STAFF_CHUNK_DIR = 'assets/staff';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  // The favicon and the icons are precached by the glob below, the manifest by the plugin itself: named again, each
  // was listed twice in the service worker.
  includeAssets: ['legal/*.pdf'],
  includeManifestIcons: false,
  manifest: {
    name: 'Bubble Tea',
    short_name: 'Bubble Tea',
    description: 'Browse the menu, read reviews and find a bubble tea store near you, online or off.',
    theme_color: '#3a2417',
    background_color: '#fdf6ec',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: [`${STAFF_CHUNK_DIR}/**`, '**/exceljs*'],
    // The first page comes under the worker as soon as it is active, without a reload: its pictures and the app's
    // later files then go through it, and it can prepare the whole site for offline on that very visit
    // (src/pwa/register.ts). An update still waits for the visitor's "Reload" (registerType 'prompt').
    clientsClaim: true,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // Background Sync: the service worker asks open pages to flush the outbox. The install waits for a visitor who is
    // tapping or typing (src/pwa/install-steps-aside.ts).
    importScripts: ['/sw-outbox-sync.js', '/sw-install-steps-aside.js'],
    runtimeCaching: [
      {
        // Public pictures only. Content-library media (`content/` keys) is for
        // signed-in staff, so it stays out of this cache, which outlives the
        // session: a device that logs out must stop showing it
        // (docs/decisions/content-media-access.md). Workbox copies this
        // function into sw.js, so it cannot use names from this file.
        urlPattern: ({ url, request }) => /^\/api\/v1\/media\/(?!content(?:\/|%2[fF]))/.test(url.pathname) && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'media-images',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A RegExp, not a function: sw.js gets its value, whereas a function's
        // reference to STAFF_CHUNK_DIR would be undefined there.
        urlPattern: new RegExp(`^https?://[^/]+/${STAFF_CHUNK_DIR}/`),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'staff-chunks', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 } },
      },
    ],
  },
};
