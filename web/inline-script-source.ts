import { createHash } from 'node:crypto';

/** The CSP source (`'sha256-…'`) that allows exactly this inline script's text. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
