import { messageResponse } from '../auth';
import {
  createDocumentBody,
  documentConflictDto,
  documentDto,
  documentListDto,
  exportQuery,
  generateTitleBody,
  importedDocumentDto,
  listDocumentsQuery,
  patchMismatchDto,
  savedDocumentDto,
  updateDocumentBody,
} from '../documents';
import { patchDocumentBody } from '../ai-models';
import { idParams } from '../text';
import {
  acceptSuggestionsBody,
  createSuggestionsBody,
  suggestionListDto,
  suggestionParams,
  versionDto,
  versionListDto,
  versionParams,
} from '../versions';
import { route } from './route';

/**
 * Chats and editor documents, their files, versions and suggested edits. A document's answer
 * carries its version in `ETag`; a save sent with `If-Match` of an older version answers 409.
 */
export const documents = {
  list: route({
    method: 'GET',
    path: '/api/documents',
    access: 'user',
    summary:
      'Documents and chats, newest first: every one, or a page with `limit` and `cursor`; `kind`, `q` and `productId` (`none`: in no product) keep some of them, a page at a time',
    query: listDocumentsQuery,
    responses: { 200: documentListDto },
  }),
  one: route({
    method: 'GET',
    path: '/api/documents/:id',
    access: 'user',
    summary: 'One document',
    params: idParams,
    responses: { 200: documentDto },
  }),
  create: route({
    method: 'POST',
    path: '/api/documents',
    access: 'user',
    summary: 'A new chat or editor document',
    body: createDocumentBody,
    responses: { 201: documentDto },
  }),
  update: route({
    method: 'PUT',
    path: '/api/documents/:id',
    access: 'user',
    summary:
      "Save changed fields; with `If-Match`, a save based on an older version answers 409 and saves nothing; a `patch` (with `If-Match`) that does not rebuild the client's text answers 422 and saves nothing",
    params: idParams,
    body: updateDocumentBody,
    responses: { 200: savedDocumentDto, 409: documentConflictDto, 422: patchMismatchDto },
  }),
  patch: route({
    method: 'PATCH',
    path: '/api/documents/:id',
    access: 'user',
    summary:
      "Set the chat's model (an id of GET /api/ai/models; 400 for another) or move it to one of your products (`productId`, null for none; 400 for another's)",
    params: idParams,
    body: patchDocumentBody,
    responses: { 200: documentDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'user',
    summary: 'Delete a document with its chat, memory and versions',
    params: idParams,
    responses: { 200: messageResponse },
  }),
  generateTitle: route({
    method: 'POST',
    path: '/api/documents/:id/generate-title',
    access: 'user',
    summary: "A title from the chat's first message",
    params: idParams,
    body: generateTitleBody,
    responses: { 200: documentDto },
  }),
};

/** Documents in and out of the editor. */
export const documentFiles = {
  import: route({
    method: 'POST',
    path: '/api/documents/import',
    access: 'user',
    summary: 'A .txt, .md, .docx or .doc file as editor HTML',
    multipart: { file: 'file' },
    responses: { 200: importedDocumentDto },
  }),
  export: route({
    method: 'GET',
    path: '/api/documents/:id/export',
    access: 'user',
    summary:
      'The saved document as an attachment: Markdown, Word, PDF or Confluence storage format; a chat exports its conversation (title, each turn with its time, sources and files)',
    params: idParams,
    query: exportQuery,
    responses: {},
    answers: 'file',
  }),
};

/** A document's history: its versions newest first, one version's text, and restoring one. */
export const versions = {
  list: route({
    method: 'GET',
    path: '/api/documents/:id/versions',
    access: 'user',
    summary: 'Saved versions, newest first',
    params: idParams,
    responses: { 200: versionListDto },
  }),
  one: route({
    method: 'GET',
    path: '/api/documents/:id/versions/:versionId',
    access: 'user',
    summary: "One version's text",
    params: versionParams,
    responses: { 200: versionDto },
  }),
  restore: route({
    method: 'POST',
    path: '/api/documents/:id/versions/:versionId/restore',
    access: 'user',
    summary: 'Make a version current, as a new version',
    params: versionParams,
    responses: { 200: documentDto },
  }),
};

/** Suggested edits: propose, list the pending ones, accept or reject one, accept several at once. */
export const suggestions = {
  list: route({
    method: 'GET',
    path: '/api/documents/:id/suggestions',
    access: 'user',
    summary: 'Pending suggested edits',
    params: idParams,
    responses: { 200: suggestionListDto },
  }),
  create: route({
    method: 'POST',
    path: '/api/documents/:id/suggestions',
    access: 'user',
    summary: 'Propose edits, from a request or from the latest review',
    params: idParams,
    body: createSuggestionsBody,
    responses: { 200: suggestionListDto },
  }),
  accept: route({
    method: 'POST',
    path: '/api/documents/:id/suggestions/:suggestionId/accept',
    access: 'user',
    summary: 'Apply a suggested edit as a new version',
    params: suggestionParams,
    responses: { 200: documentDto },
  }),
  acceptAll: route({
    method: 'POST',
    path: '/api/documents/:id/suggestions/accept',
    access: 'user',
    summary:
      'Apply the named suggested edits together, as one new version; those that no longer fit stay pending (none: the document unchanged)',
    params: idParams,
    body: acceptSuggestionsBody,
    responses: { 200: documentDto },
  }),
  reject: route({
    method: 'POST',
    path: '/api/documents/:id/suggestions/:suggestionId/reject',
    access: 'user',
    summary: 'Drop a suggested edit',
    params: suggestionParams,
    responses: { 200: messageResponse },
  }),
};
