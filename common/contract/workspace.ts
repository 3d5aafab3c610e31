import { z } from 'zod';
import { healthDto, readyDto, unavailableDto } from '../health';
import { searchQuery, searchResultsDto } from '../search';
import { sidebarDto } from '../sidebar';
import { uploadDto, uploadFileParams, uploadFileQuery } from '../uploads';
import { route } from './route';

/** Full-text search. */
export const search = {
  results: route({
    method: 'GET',
    path: '/api/search',
    access: 'user',
    summary: "Full-text search over the user's chats, documents, designs and the template library",
    query: searchQuery,
    responses: { 200: searchResultsDto },
  }),
};

/** The sidebar, small whatever the size of the lists. */
export const sidebar = {
  summary: route({
    method: 'GET',
    path: '/api/sidebar',
    access: 'user',
    summary: "The sidebar's badges and recent chats",
    responses: { 200: sidebarDto },
  }),
};

/** Uploaded files, served to their owner only. */
export const uploads = {
  upload: route({
    method: 'POST',
    path: '/api/upload',
    access: 'user',
    summary: 'Store a file (multipart field `file`): answers the address it is served at',
    multipart: { file: 'file' },
    responses: { 200: uploadDto },
  }),
  file: route({
    method: 'GET',
    path: '/uploads/:key',
    access: 'user',
    summary: "The user's own uploaded file",
    params: uploadFileParams,
    query: uploadFileQuery,
    responses: {},
    answers: 'file',
  }),
};

/** Live updates. */
export const events = {
  stream: route({
    method: 'GET',
    path: '/api/events',
    access: 'user',
    summary: "Server-Sent Events about the user's own changes",
    responses: {},
    answers: 'events',
  }),
};

/** Whether the process is up and the database answers. */
export const health = {
  live: route({ method: 'GET', path: '/healthz', access: 'public', summary: 'The process is up', responses: { 200: healthDto } }),
  ready: route({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    summary: 'The database answers',
    responses: { 200: readyDto, 503: unavailableDto },
  }),
};

/** The API described: this contract as an OpenAPI 3.1 document. */
export const docs = {
  openapi: route({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'user',
    summary: 'This API as an OpenAPI 3.1 document',
    responses: { 200: z.looseObject({ openapi: z.string() }) },
  }),
  reference: route({
    method: 'GET',
    path: '/api/docs',
    access: 'user',
    summary: 'The API reference: a page that renders the OpenAPI document (Swagger UI, served from this server)',
    responses: {},
    answers: 'file',
  }),
  referenceAsset: route({
    method: 'GET',
    path: '/api/docs/assets/:name',
    access: 'public',
    summary: "The reference page's script and stylesheet (the renderer's own files, no user data)",
    params: z.object({ name: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js']) }),
    responses: {},
    answers: 'file',
  }),
};
