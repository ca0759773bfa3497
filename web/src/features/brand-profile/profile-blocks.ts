/**
 * How head office's plain text becomes the page: blocks are separated by
 * blank lines, a block whose first line starts with "## " begins with a
 * heading, and single line breaks inside a paragraph stay line breaks. No
 * markup is ever interpreted: text stays text.
 */
import { DEFAULT_TIME_ZONE } from '../../lib/contract';

export type ProfileBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

export function profileBlocks(text: string): ProfileBlock[] {
  const blocks: ProfileBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim());
    if (/^##\s+\S/.test(lines[0] ?? '')) blocks.push({ kind: 'heading', text: lines.shift()!.replace(/^##\s+/, '') });
    const paragraph = lines.filter(Boolean).join('\n');
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph });
  }
  return blocks;
}

// Head office's own calendar, so the server's HTML and the browser's render say the same day.
const dayAtHeadOffice = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });

/** "November 25, 2026", the day it was at head office. */
export const headOfficeDay = (iso: string) => dayAtHeadOffice.format(new Date(iso));

/** A download's size as people read it: "840 KB", "1.2 MB". */
export function fileSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
