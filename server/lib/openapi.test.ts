import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { everyRoute } from '../../common/contract/api';
import { buildUser } from '../test/factories';
import { useTestApp } from '../test/harness';

const t = useTestApp();

describe('GET /api/openapi.json', () => {
  it('is served with a bearer token too, and the reference page renders it from this server', async () => {
    const pm = await buildUser(t);
    const { token } = (await pm.post('/api/tokens', { name: 'Docs', scope: 'read' })).json() as { token: string };
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${token}` } });
    expect(spec.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const page = await pm.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })).statusCode).toBe(400);
  });

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
    expect(document.paths['/api/user'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/tokens'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'scope']);
  });
});
