import { lazy } from 'react';

/** The editor (Tiptap, Markdown, the Analysis & Chat panel) is its own chunk, downloaded when a document opens. */
export const LazyDocumentEditor = lazy(() => import('@/pages/documents/document-editor').then((m) => ({ default: m.DocumentEditor })));
