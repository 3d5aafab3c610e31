import { knowledgeItemDto } from '../../../common/products';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html-text';
import type { FilePart } from '../../lib/multipart-file';
import type { Ask, Member } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import { loadProduct } from '../products/products.service';
import { checkUpload } from '../uploads/file-check';
import { readFileText } from '../uploads/file-text';
import { embedPassagesLater } from './knowledge-embeddings';
import * as q from './knowledge.queries';
import { splitPassages } from './passages';

export const KNOWLEDGE_MESSAGES = {
  notFound: 'File not found in this product',
  noDocument: 'documentId: no such document of yours',
  nothingSent: 'Send a file (multipart form field "file") or one of your documents as JSON {"documentId": "..."}',
  notDocumentFile: 'This type of file is not accepted as knowledge. Upload a PDF, a Word file (.docx, .doc), or a .md, .txt or .csv file.',
  noText:
    'No text could be read from this file (a scanned PDF has only images of its pages). Export it with its text, or upload its text as .txt or .md.',
};

const toItemDto = toDto(knowledgeItemDto);

const changed = (ctx: AppContext, product: { id: string; userId: string }) =>
  void ctx.events.publish(product.userId, { entity: 'product', action: 'updated', id: product.id });

export async function listKnowledge(ctx: AppContext, ask: Ask) {
  const product = await loadProduct(ctx, ask, 'read');
  return (await q.listItems(ctx.database.db, product)).map(toItemDto);
}

/**
 * A file added to the product: checked by its bytes as uploads are (PDF, Word, Markdown, text; images
 * refused), its text read (Word files in the import workers), split into passages and stored with them
 * in one transaction. A file with no text is refused (400): there would be nothing to cite.
 */
export async function addFile(ctx: AppContext, ask: Ask, part: FilePart) {
  const product = await loadProduct(ctx, ask, 'update');
  const checked = await checkUpload(part.data, part.filename, part.mimetype).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'wrong_type' ? badRequest(KNOWLEDGE_MESSAGES.notDocumentFile, 'wrong_type') : err;
  });
  if (checked.kind !== 'document') throw badRequest(KNOWLEDGE_MESSAGES.notDocumentFile, 'wrong_type');
  const read = await readFileText(checked);
  if (!read || read.status !== 'read') throw badRequest(KNOWLEDGE_MESSAGES.noText, 'no_text');
  const name = part.filename.trim().slice(0, 200) || `file.${checked.ext}`;
  const item = await q.insertItem(
    ctx.database.db,
    { productId: product.id, userId: product.userId, name, kind: 'file', createdAt: ctx.clock.now() },
    splitPassages(read.text),
  );
  embedPassagesLater(ctx, [item]);
  changed(ctx, product);
  return toItemDto(item);
}

/** One of the actor's own documents, else 400 (a missing one and another user's read the same). */
async function ownDocument(ctx: AppContext, actor: Member, documentId: string) {
  const document = await loadDocument(ctx, { id: documentId, actor }, 'read').catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? badRequest(KNOWLEDGE_MESSAGES.noDocument) : err;
  });
  if (document.userId !== actor.id) throw badRequest(KNOWLEDGE_MESSAGES.noDocument);
  return document;
}

/**
 * One of the caller's documents added to the product, its editor HTML read as text and split. A
 * document added before is indexed again (the same item answers); an empty one has 0 passages
 * until it is saved with text.
 */
export async function addDocument(ctx: AppContext, ask: Ask, documentId: string) {
  const product = await loadProduct(ctx, ask, 'update');
  const document = await ownDocument(ctx, ask.actor, documentId);
  const passages = splitPassages(htmlToText(document.content));
  const db = ctx.database.db;
  const existing = await q.itemOfDocument(db, product, document.id);
  const item = existing
    ? await db.transaction(async (tx) => (await q.writePassages(tx, existing, passages)) ?? existing)
    : await q.insertItem(
        db,
        {
          productId: product.id,
          userId: product.userId,
          name: document.title.trim() || 'Untitled',
          kind: 'document',
          documentId: document.id,
          createdAt: ctx.clock.now(),
        },
        passages,
      );
  embedPassagesLater(ctx, [item]);
  changed(ctx, product);
  return toItemDto(item);
}

export async function removeKnowledge(ctx: AppContext, ask: Ask, itemId: string) {
  const product = await loadProduct(ctx, ask, 'update');
  if (!(await q.deleteItem(ctx.database.db, product, itemId))) throw notFound(KNOWLEDGE_MESSAGES.notFound);
  changed(ctx, product);
}

/**
 * After a document is saved: every product item made from it is split again from its new text. Runs
 * off the request (the save has answered); on a failure the old passages stay (the caller logs it).
 */
export async function reindexDocument(ctx: AppContext, document: { id: string; content: string }) {
  const db = ctx.database.db;
  const items = await q.itemsOfDocument(db, document.id);
  if (items.length === 0) return;
  const passages = splitPassages(htmlToText(document.content));
  await db.transaction(async (tx) => {
    for (const item of items) await q.writePassages(tx, item, passages);
  });
  embedPassagesLater(ctx, items);
  for (const item of items) void ctx.events.publish(item.userId, { entity: 'product', action: 'updated', id: item.productId });
}
