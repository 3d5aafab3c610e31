export const DOCUMENTS_PATH = '/documents';
export const NEW_DOCUMENT_PATH = '/documents?new=1';
export const documentPath = (id: string) => `/documents?id=${encodeURIComponent(id)}`;
