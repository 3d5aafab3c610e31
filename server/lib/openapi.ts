import { z, type ZodType } from 'zod';
import { api, everyRoute } from '../../common/contract/api';
import type { ApiRoute } from '../../common/contract/route';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return json;
};

/** The properties of an object schema, one parameter each. */
function parameters(schema: ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(route: ApiRoute) {
  if (route.multipart) {
    const properties = { [route.multipart.file]: { type: 'string', format: 'binary' } };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [route.multipart.file] } } },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
}

const ERROR = { $ref: '#/components/schemas/Error' };

function responses(route: ApiRoute) {
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    answers[status] = {
      description: Number(status) < 300 ? 'Success' : 'Refused',
      content: { 'application/json': { schema: schemaOf(schema, 'output') } },
    };
  }
  if (route.answers === 'events') answers['200'] = { description: 'Server-Sent Events', content: { 'text/event-stream': {} } };
  if (route.answers === 'file') answers['200'] = { description: 'The file', content: { 'application/octet-stream': {} } };
  answers['4XX'] = { description: 'Refused: the message says why', content: { 'application/json': { schema: ERROR } } };
  return answers;
}

/** The OpenAPI 3.1 document of the whole HTTP API, generated from the contract. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, route } of everyRoute()) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: name,
      summary: route.summary,
      tags: [name.split('.')[0]],
      ...(route.access !== 'public' && { security: [{ session: [] }, { bearer: [] }] }),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(requestBody(route) && { requestBody: requestBody(route) }),
      responses: responses(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Northstar API', version },
    tags: Object.keys(api).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'ns_session', description: 'The browser session (sign in with an e-mail code)' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (`nst_...`) from Account, API tokens: `read` tokens may only GET',
        },
      },
      schemas: { Error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] } },
    },
  };
}
