/** Made at build time by web/page-assets-plugin.ts from the browser build's manifest. */
declare module 'virtual:page-assets' {
  const assets: {
    /** Each lazily loaded module's stylesheets and scripts, by file name (`menu-page`), in load order. */
    parts: Record<string, { styles: string[]; scripts: string[] }>;
    /** The text of every stylesheet visitors load, by address. */
    stylesheets: Record<string, string>;
  };
  export default assets;
}
