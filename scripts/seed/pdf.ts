/**
 * A minimal PDF writer with no dependencies, so the same code runs in Node
 * (seed CLI) and in workerd (tests): US Letter pages of wrapped text in the
 * standard Helvetica fonts (never embedded), a coloured band at the top of
 * each page, a cross-reference table with real byte offsets, and `%%EOF`.
 * Text is WinAnsi: ASCII plus the typographic quotes and dashes.
 */

export interface PdfBlock {
  text: string;
  /** Point size; 11 unless given. */
  size?: number;
  bold?: boolean;
  /** Space before the block, in points. */
  gap?: number;
}

export interface PdfDocument {
  title: string;
  /** Each page's blocks, top to bottom; a page that runs out of room continues on the next. */
  pages: PdfBlock[][];
  /** The band's colour, 0–255 per channel. */
  band?: [number, number, number];
}

export const PDF_HEADER = '%PDF-1.7';

const PAGE = { width: 612, height: 792, margin: 64, band: 56 };
/** Helvetica's average advance is about half an em; enough for wrapping a demo document. */
const AVERAGE_ADVANCE = 0.5;
const LEADING = 1.4;

/** WinAnsiEncoding bytes for the typographic characters the product's words use. */
const WIN_ANSI: Record<string, number> = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '…': 0x85, '©': 0xa9, é: 0xe9 };

function literal(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`The PDF writer cannot encode “${char}”`);
    out += code === 0x28 || code === 0x29 || code === 0x5c ? `\\${char}` : String.fromCharCode(code);
  }
  return `(${out})`;
}

function wrap(text: string, size: number): string[] {
  const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * AVERAGE_ADVANCE));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Content streams of the pages, after wrapping and flowing blocks onto further pages. */
function layOut({ pages, band = [58, 36, 23] }: PdfDocument): string[] {
  const streams: string[] = [];
  const [r, g, b] = band.map((c) => (c / 255).toFixed(3));
  for (const blocks of pages) {
    let ops: string[] = [];
    let y = 0;
    const newPage = () => {
      if (ops.length) streams.push(ops.join('\n'));
      ops = [`${r} ${g} ${b} rg 0 ${PAGE.height - PAGE.band} ${PAGE.width} ${PAGE.band} re f`, '0.1 0.1 0.1 rg'];
      y = PAGE.height - PAGE.band - PAGE.margin / 2;
    };
    newPage();
    for (const block of blocks) {
      const size = block.size ?? 11;
      y -= block.gap ?? 0;
      for (const line of wrap(block.text, size)) {
        y -= size * LEADING;
        if (y < PAGE.margin) {
          newPage();
          y -= size * LEADING;
        }
        ops.push(`BT /${block.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${literal(line)} Tj ET`);
      }
    }
    streams.push(ops.join('\n'));
  }
  return streams;
}

/** A text string outside content streams (the title): UTF-16BE with its byte order mark, as hex. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

export function encodePdf(doc: PdfDocument): Uint8Array {
  const streams = layOut(doc);
  // 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = streams.map((_, i) => 6 + 2 * i);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${textString(doc.title)} /Producer (bubble-tea seed) >>`,
  ];
  streams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  // A binary comment after the header tells tools the file is not plain text.
  let body = `${PDF_HEADER}\n%\u00e2\u00e3\u00cf\u00d3\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character above is one byte (WinAnsi), so string offsets are byte offsets.
  return latin1(body);
}
