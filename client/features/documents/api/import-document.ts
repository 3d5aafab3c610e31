import { throwIfResNotOk } from '@/lib/api-client';

export type ImportedDocument = { html: string; title: string };

/** A .txt, .md, .docx or .doc file as editor HTML (headings, lists, bold and italic kept). */
export async function importDocumentFile(file: File): Promise<ImportedDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/documents/import', { method: 'POST', credentials: 'include', body: form });
  await throwIfResNotOk(res);
  return (await res.json()) as ImportedDocument;
}
