/**
 * The browser suite in two halves of about equal running time, so that
 * `npm test` can run them side by side, each against a stack of its own
 * (no file ever shares its stack with a file running at the same time).
 * Group 1 is named file by file; group 2 is every other file, so a new
 * file always runs somewhere.
 */
const GROUP_1 = ['accessibility', 'chat', 'offline', 'first-visit', 'brand-profile'];

const ALL = 'e2e/**/*.e2e.ts';
const files = (names: string[]) => names.map((name) => `e2e/${name}.e2e.ts`);

/** vitest's include/exclude for `group` ('1' or '2'), or for the whole suite when none is given. */
export function e2eFiles(group: string | undefined): { include: string[]; exclude?: string[] } {
  if (group === undefined || group === '') return { include: [ALL] };
  if (group === '1') return { include: files(GROUP_1) };
  if (group === '2') return { include: [ALL], exclude: files(GROUP_1) };
  throw new Error(`E2E_GROUP is 1 or 2 (or unset for the whole suite), not ${JSON.stringify(group)}`);
}
