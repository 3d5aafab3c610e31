/** The files the editor's Upload button takes. */
export const IMPORT_EXTENSIONS = ['.txt', '.doc', '.docx', '.md'] as const;
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');
/** The server's limit for an imported document. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type ImportProblem = { title: string; description: string };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** Why a chosen file cannot be imported (its extension or size), or null when it can. */
export function importFileProblem(file: { name: string; size: number }): ImportProblem | null {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return { title: 'Unsupported file type', description: 'Please upload a .txt, .md, .docx or .doc file.' };
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return { title: 'File too large', description: 'Please upload a file of at most 5 MB.' };
  }
  return null;
}
