import { mkdirSync, writeFileSync } from 'node:fs';

/** Writes a bench script's result where bench/run.ts reads it: bench/out/<name>.json. */
export function writeResult(name: string, result: unknown): void {
  mkdirSync('bench/out', { recursive: true });
  writeFileSync(`bench/out/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}

/** Runs a bench script on its own: exits 0 once done, 1 with the error printed (a stack it started must not keep the process alive). */
export function runStandalone(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
