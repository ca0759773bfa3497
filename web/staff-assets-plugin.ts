/**
 * Writes `staff-assets.json`: every file of this build under the staff folder
 * (the dashboard's chunks and stylesheets, which the service worker never
 * precaches), for the app to store on a signed-in staff device
 * (src/sync/staff/staff-code.ts). exceljs is left out: it only builds the
 * newsletter export, which needs the network for its list anyway.
 */
import type { Plugin } from 'vite';

export const STAFF_ASSETS_FILE = 'staff-assets.json';

export function staffAssetsList(staffDir: string): Plugin {
  return {
    name: 'staff-assets-list',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith(`${staffDir}/`) && !/(^|\/)exceljs/.test(file))
        .sort();
      this.emitFile({ type: 'asset', fileName: STAFF_ASSETS_FILE, source: `${JSON.stringify({ files }, null, 1)}\n` });
    },
  };
}
