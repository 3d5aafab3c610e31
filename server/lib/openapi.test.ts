import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { everyRoute } from '../../common/contract/api';
import { buildUser } from '../test/factories';
import { useTestApp } from '../test/harness';

const t = useTestApp();

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document that describes every route of the contract', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const res = await (await buildUser(t)).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');

    const described = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((op) => op.operationId));
    expect(described.sort()).toEqual(
      everyRoute()
        .map(({ name }) => name)
        .sort(),
    );
  });

  it('describes parameters, bodies and answers from the schemas', async () => {
    const document = (await (await buildUser(t)).get('/api/openapi.json')).json();
    const update = document.paths['/api/documents/{id}'].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(update.requestBody.content['application/json'].schema.properties).toHaveProperty('content');
    expect(update.responses['409'].content['application/json'].schema.properties).toHaveProperty('code');
    const list = document.paths['/api/documents'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['limit', 'cursor', 'kind', 'q', 'productId']);
    expect(document.paths['/api/upload'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(document.paths['/api/request-otp'].post.security).toBeUndefined();
    expect(document.paths['/api/user'].get.security).toEqual([{ session: [] }]);
  });
});
