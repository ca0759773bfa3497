/** One line of deploy:check's answer: what was checked, and when it failed, what to do. */
export interface Finding {
  ok: boolean;
  what: string;
  /** What to do about a failed check. */
  fix?: string;
}

export const passed = (what: string): Finding => ({ ok: true, what });
export const failed = (what: string, fix: string): Finding => ({ ok: false, what, fix });

/** The first line worth showing of a failed command's output. */
export const firstLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:✘\s*)?(?:\[ERROR\]\s*)?/u, '').trim())
    .find((line) => line.length > 0)
    // A sentence is enough to say what went wrong; the CLI's own run shows the rest.
    ?.replace(/^(.{40,}?[.:])\s.*$/, '$1') ?? 'no answer';
