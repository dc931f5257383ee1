/**
 * A one-font PDF written by hand: each string is a line of text, 46 to a page, in Helvetica
 * (one of PDF's standard fonts, so nothing is embedded). The byte offsets of the objects go
 * into the cross-reference table, so readers open it without repairing it.
 */
const LINES_PER_PAGE = 46;
const FONT_SIZE = 11;
const LINE_HEIGHT = 16;
const TOP = 800;
const LEFT = 56;

/** PDF strings take Latin-1 bytes; anything else becomes '?', and ( ) \ are escaped. */
function pdfText(line: string): string {
  const latin = [...line].map((char) => (char.charCodeAt(0) < 0x7f ? char : '?')).join('');
  return latin.replace(/[\\()]/g, (char) => `\\${char}`);
}

function pageContent(lines: string[]): string {
  const shown = lines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n');
  return `BT\n/F1 ${FONT_SIZE} Tf\n${LINE_HEIGHT} TL\n${LEFT} ${TOP} Td\n${shown}\nET\n`;
}

export function textPdf(lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let start = 0; start < Math.max(lines.length, 1); start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  // 1 catalog, 2 page tree, 3 font, then a page and its content per page.
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((pageLines, index) => {
      const content = pageContent(pageLines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
      ];
    }),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
