export type ExportFormat = 'md' | 'docx';

/** The download of the saved document as Markdown or Word (the server answers it as an attachment). */
export const documentExportUrl = (id: string, format: ExportFormat) =>
  `/api/documents/${encodeURIComponent(id)}/export?format=${format}`;
