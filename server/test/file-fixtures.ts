import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';

/** A PDF made of `objects` (object 1 its catalogue), with the cross-reference table a reader needs. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF; with `text`, a text layer showing it (Helvetica), without, a page with nothing to read (as a scan has). */
export function pdfFile(text?: string): Buffer {
  const stream = text ? `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfOf(objects);
}

/** A PDF of several pages, each a list of lines in its text layer (Helvetica, 14 pt apart). */
export function pdfPages(pages: string[][]): Buffer {
  const escape = (line: string) => line.replace(/[()\\]/g, '\\$&');
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`];
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [i, lines] of pages.entries()) {
    const stream = `BT /F1 11 Tf 14 TL 56 760 Td ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  return pdfOf(objects);
}

/** A .docx with a paragraph and a table whose first row is its header. */
export async function docxFile(paragraph: string, rows: string[][]): Promise<Buffer> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph({ children: [new TextRun(text)] })] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun(paragraph)] }),
          new Table({ rows: rows.map((r) => new TableRow({ children: r.map(cell) })) }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
