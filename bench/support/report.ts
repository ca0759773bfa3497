/** The printed table: one row per figure, with its budget and whether it is met. */

export interface Row {
  figure: string;
  value: string;
  budget: string;
  /** true/false against a budget; null when the figure is for information only or could not be measured. */
  met: boolean | null;
}

const mark = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : 'NO');

const WIDTHS = [44, 64, 22, 4];

/** Splits text into lines of at most `width` characters, at spaces where possible. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    for (let rest = word; rest.length > 0;) {
      const candidate = line ? `${line} ${rest}` : rest;
      if (candidate.length <= width) {
        line = candidate;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  return [...lines, line];
}

export function printTable(rows: Row[]): string {
  const cells = [['figure', 'value', 'budget', 'met?'], ...rows.map((r) => [r.figure, r.value, r.budget, mark(r.met)])];
  const widths = WIDTHS.map((max, c) => Math.min(max, Math.max(...cells.map((row) => row[c].length))));
  const render = (row: string[]) => {
    const wrapped = row.map((cell, c) => wrap(cell, widths[c]));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, i) =>
      wrapped
        .map((w, c) => (w[i] ?? '').padEnd(widths[c]))
        .join(' │ ')
        .trimEnd(),
    ).join('\n');
  };
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  return [render(cells[0]), rule, ...cells.slice(1).map(render)].join('\n');
}
