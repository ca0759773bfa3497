/**
 * Reads a password: from a terminal without echoing it (asked twice, so a
 * typo does not lock anyone out), or the first line of piped stdin
 * (`printf '%s\n' "$PASSWORD" | npm run admin:create -- …`).
 */
import { stdin, stderr } from 'node:process';

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

function askHidden(prompt: string): Promise<string> {
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.has(char)) return done();
        if (char === CTRL_C || char === CTRL_D) return done(new Error('Cancelled.'));
        if (BACKSPACE.has(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

export async function readPassword(): Promise<string> {
  if (!stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden('Password (not shown): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}
