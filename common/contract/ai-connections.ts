import { z } from 'zod';
import {
  aiModelDto,
  connectionDto,
  connectionTestDto,
  createConnectionBody,
  enableModelsBody,
  usageQuery,
  usageRowDto,
} from '../ai-models';
import { messageResponse } from '../auth';
import { idParams } from '../text';
import { route } from './route';

/** AI connections (admin), the models users may pick, and usage; a chat's model is set by `PATCH` on the chat. */
export const aiConnections = {
  connections: route({
    method: 'GET',
    path: '/api/admin/ai/connections',
    access: 'admin',
    summary:
      "The AI connections with their enabled models; the environment's (AI_PROVIDER...) is read-only. Keys are never answered, only `keySet`",
    responses: { 200: z.array(connectionDto) },
  }),
  addConnection: route({
    method: 'POST',
    path: '/api/admin/ai/connections',
    access: 'admin',
    summary: 'Add a connection: OpenAI, Anthropic or an OpenAI-compatible server; its key is stored encrypted',
    body: createConnectionBody,
    responses: { 201: connectionDto },
  }),
  removeConnection: route({
    method: 'DELETE',
    path: '/api/admin/ai/connections/:id',
    access: 'admin',
    summary: 'Remove a connection and its models; chats on them go back to the default model',
    params: idParams,
    responses: { 200: messageResponse },
  }),
  testConnection: route({
    method: 'POST',
    path: '/api/admin/ai/connections/:id/test',
    access: 'admin',
    summary: "Ask the provider for its models (its model-list endpoint): `ok` with the list, or the provider's error",
    params: idParams,
    responses: { 200: connectionTestDto },
  }),
  setModels: route({
    method: 'PUT',
    path: '/api/admin/ai/models',
    access: 'admin',
    summary: 'The models users may pick, whether each sees images, and the default',
    body: enableModelsBody,
    responses: { 200: z.array(aiModelDto) },
  }),
  usage: route({
    method: 'GET',
    path: '/api/admin/usage',
    access: 'admin',
    summary: 'Replies and tokens per user and model in a period (`from`, `to`; the last 30 days when unset)',
    query: usageQuery,
    responses: { 200: z.array(usageRowDto) },
  }),
  models: route({
    method: 'GET',
    path: '/api/ai/models',
    access: 'user',
    summary: "The models a chat may use: the enabled ones, the environment's, and the offline engine",
    responses: { 200: z.array(aiModelDto) },
  }),
};
