import { lazy } from 'react';

let loaded = false;
const load = () =>
  import('@/pages/documents/document-editor').then((m) => {
    loaded = true;
    return m;
  });

/** The editor (Tiptap, Markdown, the Analysis & Chat panel) is its own chunk, downloaded when a document opens. */
export const LazyDocumentEditor = lazy(() => load().then((m) => ({ default: m.DocumentEditor })));

/** Whether the editor's code is already here (an earlier document opened it): it then shows at once. */
export const documentEditorLoaded = () => loaded;

/** Downloads the editor's code and makes the editor for `content` ahead of its screen, in short tasks. */
export const prepareDocumentEditor = (content: string) => load().then((m) => m.prepareDocumentEditor(content));

/** Drops an editor made ahead that no screen took. */
export const releasePreparedEditor = () => {
  if (loaded) void load().then((m) => m.releasePreparedEditor());
};
