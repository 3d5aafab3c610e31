import { z } from 'zod';
import { messageResponse } from '../auth';
import {
  deleteProductQuery,
  factBody,
  factDto,
  factParams,
  knowledgeDocumentBody,
  knowledgeItemDto,
  knowledgeParams,
  productBody,
  productDto,
  updateFactBody,
  updateProductBody,
} from '../products';
import { idParams } from '../text';
import { route } from './route';

/** Products: a home for chats, documents and designs, with the facts every chat of the product starts from. */
export const products = {
  list: route({
    method: 'GET',
    path: '/api/products',
    access: 'user',
    summary: 'Products, by name',
    responses: { 200: z.array(productDto) },
  }),
  create: route({
    method: 'POST',
    path: '/api/products',
    access: 'user',
    summary: 'A new product',
    body: productBody,
    responses: { 201: productDto },
  }),
  one: route({
    method: 'GET',
    path: '/api/products/:id',
    access: 'user',
    summary: 'One product',
    params: idParams,
    responses: { 200: productDto },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/products/:id',
    access: 'user',
    summary: 'Change its name, description or instructions',
    params: idParams,
    body: updateProductBody,
    responses: { 200: productDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/products/:id',
    access: 'user',
    summary:
      'Delete a product with its facts; `items=keep` moves its chats, documents and designs to no product, `items=delete` deletes them; without `items`, 400',
    params: idParams,
    query: deleteProductQuery,
    responses: { 200: messageResponse },
  }),
};

/** A product's facts: what every chat of the product knows. */
export const productFacts = {
  list: route({
    method: 'GET',
    path: '/api/products/:id/facts',
    access: 'user',
    summary: "The product's facts, by key",
    params: idParams,
    responses: { 200: z.array(factDto) },
  }),
  create: route({
    method: 'POST',
    path: '/api/products/:id/facts',
    access: 'user',
    summary: 'A new fact; a key the product already has answers 409',
    params: idParams,
    body: factBody,
    responses: { 201: factDto },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/products/:id/facts/:factId',
    access: 'user',
    summary: "Change a fact's key or value",
    params: factParams,
    body: updateFactBody,
    responses: { 200: factDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/products/:id/facts/:factId',
    access: 'user',
    summary: 'Delete a fact',
    params: factParams,
    responses: { 200: messageResponse },
  }),
};

/** A product's knowledge: files and documents split into passages that every chat of the product retrieves from. */
export const productKnowledge = {
  list: route({
    method: 'GET',
    path: '/api/products/:id/knowledge',
    access: 'user',
    summary: "The product's files and documents, newest first",
    params: idParams,
    responses: { 200: z.array(knowledgeItemDto) },
  }),
  add: route({
    method: 'POST',
    path: '/api/products/:id/knowledge',
    access: 'user',
    summary:
      'Add a PDF, Word, Markdown or text file (multipart field `file`) or one of your documents (JSON `{documentId}`); answers it with its passage count',
    params: idParams,
    // Optional: a multipart request has no JSON body (the handler answers 400 when neither comes).
    body: knowledgeDocumentBody.nullish(),
    multipart: { file: 'file' },
    responses: { 201: knowledgeItemDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/products/:id/knowledge/:itemId',
    access: 'user',
    summary: 'Remove a file or document from the product, with its passages',
    params: knowledgeParams,
    responses: { 200: messageResponse },
  }),
};
