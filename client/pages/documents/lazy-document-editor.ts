import { lazy } from 'react';

let loaded = false;

/** The editor (Tiptap, Markdown, the Analysis & Chat panel) is its own chunk, downloaded when a document opens. */
export const LazyDocumentEditor = lazy(() =>
  import('@/pages/documents/document-editor').then((m) => {
    loaded = true;
    return { default: m.DocumentEditor };
  }),
);

/** Whether the editor's code is already here (an earlier document opened it): it then shows at once. */
export const documentEditorLoaded = () => loaded;
