import { badRequest } from '../../lib/errors';

/** The text kept of one file (about 250,000 tokens); the context budget cuts it further per request. */
export const MAX_TEXT_CHARS = 1_000_000;
const MAX_PDF_PAGES = 500;

export const NOT_PDF = 'The file is not a valid PDF: it may be damaged. Export it again, or upload its text as .txt or .md.';

/** A PDF's text layer; a file whose structure is not a PDF's is refused (400), whatever its first bytes say. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs
    .getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise.catch((err: unknown) => {
      throw err instanceof pdfjs.InvalidPDFException ? badRequest(NOT_PDF, 'invalid_pdf') : err;
    });
  try {
    const pages: string[] = [];
    let size = 0;
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && size < MAX_TEXT_CHARS; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      pages.push(text);
      size += text.length;
    }
    return pages.filter(Boolean).join('\n\n');
  } finally {
    await doc.destroy();
  }
}
