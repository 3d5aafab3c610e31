import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateDocumentBody, DocumentDto } from '@common/documents';
import { apiSend, queryFor, versionedRequest } from '@/lib/api-client';
import { action, api, resource } from '@/lib/routes';

/**
 * One document for the documents editor: no retry, always stale (it is read again each time the
 * editor opens it), no refetch on window focus.
 */
export const editorDocumentQueryOptions = (id: string) =>
  queryOptions({
    ...queryFor(resource(api.documents.one, { id })),
    queryFn: () => takeEarlyRead(id) ?? fetchEditorDocument(id),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** A document as the editor holds it: with the version its text is (the ETag), when known. */
export type EditorDocument = DocumentDto & { etag?: string | null };

async function fetchEditorDocument(id: string): Promise<EditorDocument> {
  const { data, etag } = await versionedRequest<DocumentDto>(resource(api.documents.one, { id }));
  return { ...data, etag };
}

/** A read started as the page opened, while the editor's code still downloads; taken once, by the editor that opens it. */
let earlyRead: { id: string; at: number; document: Promise<EditorDocument> } | null = null;
/** An early read older than this is not the server's copy of now any more: the editor reads again. */
const EARLY_READ_MS = 15_000;

/** Starts reading the document the page opens with, alongside the download of the editor's code rather than after it. */
export function readEditorDocumentEarly(id: string) {
  const document = fetchEditorDocument(id);
  // An error reaches the editor when it takes the read.
  document.catch(() => undefined);
  earlyRead = { id, at: Date.now(), document };
}

function takeEarlyRead(id: string) {
  const read = earlyRead;
  earlyRead = null;
  return read && read.id === id && Date.now() - read.at < EARLY_READ_MS ? read.document : null;
}

/** `enabled: false` once the editor holds the text: later changes (live updates) must not refetch it under the user. */
export function useEditorDocument(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...editorDocumentQueryOptions(id), enabled });
}

/**
 * The documents editor saves the whole document, {id, title, content}, based on the version it
 * holds (If-Match): a save based on an older version answers the current document with `conflict`.
 */
export const saveDocument = (
  { id, title, content }: Pick<DocumentDto, 'id' | 'title' | 'content'>,
  basedOn: string | null,
  { keepBase = false, upload = false }: { keepBase?: boolean; upload?: boolean } = {},
) =>
  versionedRequest<DocumentDto>(action(api.documents.update, { id }), {
    body: { id, title, content, ...(keepBase ? { keepBase } : {}), ...(upload ? { source: 'upload' as const } : {}) },
    ifMatch: basedOn,
  });

/** Creates an editor document; the answer names its first version (the ETag its next save is based on). */
export const createEditorDocument = (body: CreateDocumentBody) => versionedRequest<DocumentDto>(action(api.documents.create), { body });

/** Makes an earlier version current again (as a new version). */
export const restoreVersion = (id: string, versionId: string) =>
  versionedRequest<DocumentDto>(action(api.versions.restore, { id, versionId }));

/** Applies a suggested edit on the server; the answer is the new document and its version. */
export const acceptSuggestion = (id: string, suggestionId: string) =>
  versionedRequest<DocumentDto>(action(api.suggestions.accept, { id, suggestionId }));

/** Applies several suggested edits on the server, as one version; those that no longer fit stay pending. */
export const acceptSuggestions = (id: string, ids: string[]) =>
  versionedRequest<DocumentDto>(action(api.suggestions.acceptAll, { id }), { body: { ids } });

/** "Analyze with AI": the server reviews the saved text and answers the review as assistant messages. */
export const analyzeDocument = (id: string) => apiSend(action(api.messages.analyze, { id }));

/** A .txt, .md, .docx or .doc file as editor HTML (headings, lists, bold and italic kept). */
export function importDocumentFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiSend(action(api.documentFiles.import), form);
}
