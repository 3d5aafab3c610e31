import type { ExportFormat } from '../../../common/documents';
import { isEditorDocument } from '../../../common/journeys';
import type { AppContext } from '../../lib/context';
import type { Ask } from '../../policies/policy';
import { exportChat } from '../messages/chat-export';
import { markdownToEditorHtml } from './document-parse';
import type { DocumentRow } from './documents.queries';
import { exportInPool } from './import-pool';

/** Each format's file: the end of its name and its media type. */
export const EXPORT_FILES: Record<ExportFormat, { ext: string; type: string }> = {
  md: { ext: 'md', type: 'text/markdown; charset=utf-8' },
  docx: { ext: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pdf: { ext: 'pdf', type: 'application/pdf' },
  confluence: { ext: 'confluence.xml', type: 'application/xml; charset=utf-8' },
};

/** A title as a file name: letters, digits, spaces, dashes and underscores, at most 80 characters. */
export const exportFileName = (title: string, format: ExportFormat) =>
  `${
    (title || 'document')
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 80) || 'document'
  }.${EXPORT_FILES[format].ext}`;

/**
 * The export of a document the reader may read, from its saved HTML. A chat's export is its
 * conversation: Markdown as written, and the other formats drawn from that Markdown as from a
 * document. PDF and Confluence are made in the import workers (the editor's schema reads the HTML
 * there); Markdown and Word are quick enough to make here.
 */
export async function exportDocument(ctx: AppContext, ask: Ask, doc: DocumentRow, format: ExportFormat): Promise<Buffer | string> {
  const chat = isEditorDocument(doc) ? null : await exportChat(ctx, ask, doc);
  if (chat !== null && format === 'md') return `${chat}\n`;
  const html = chat === null ? doc.content : markdownToEditorHtml(chat);
  if (format === 'pdf' || format === 'confluence') return exportInPool(format, doc.title, html);
  // The converters (turndown, docx) are loaded with the first export.
  const { htmlToDocx, htmlToMarkdown } = await import('./document-export');
  return format === 'md' ? `${htmlToMarkdown(html)}\n` : htmlToDocx(doc.title, html);
}
