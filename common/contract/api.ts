import { account } from './account';
import { admin } from './admin';
import { ai, questionnaires } from './ai';
import { aiConnections } from './ai-connections';
import { auth } from './auth';
import { comments, notifications } from './comments';
import { memories, messages } from './chats';
import { designs } from './designs';
import { handoff, integrations } from './integrations';
import { documentFiles, documents, suggestions, versions } from './documents';
import { productFacts, productKnowledge, products } from './products';
import type { ApiRoute } from './route';
import { designShares, documentShares, shared } from './sharing';
import { teams } from './teams';
import { templates } from './templates';
import { tokens } from './tokens';
import { docs, events, health, search, sidebar, uploads } from './workspace';

/**
 * The whole HTTP API, by group: the one declaration the server registers, the client calls and the
 * OpenAPI document describes. Each group is served by one routes file on the server.
 */
export const api = {
  auth,
  account,
  tokens,
  integrations,
  admin,
  ai,
  aiConnections,
  questionnaires,
  documents,
  documentFiles,
  versions,
  suggestions,
  comments,
  notifications,
  handoff,
  messages,
  memories,
  designs,
  documentShares,
  designShares,
  shared,
  products,
  productFacts,
  productKnowledge,
  teams,
  templates,
  search,
  sidebar,
  uploads,
  events,
  health,
  docs,
};

export type Api = typeof api;

/** Every route with its group and name, e.g. `documents.one`. */
export const everyRoute = (): { name: string; route: ApiRoute }[] =>
  Object.entries(api).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, ApiRoute>).map(([name, route]) => ({ name: `${group}.${name}`, route })),
  );
