import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkContract } from './contract';

/** A bare app with the tests' contract check and three routes: one kept to its schema, two not. */
async function appWithContract() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  checkContract(app, [] as RouteOptions[]);
  const answer = z.object({ id: z.string(), count: z.number() });
  app.get('/api/kept', { schema: { response: { 200: answer } } }, async () => ({ id: 'a', count: 1, secret: 'x' }));
  app.get('/api/broken', { schema: { response: { 200: answer } } }, async () => ({ id: 'a', count: '1' }));
  app.post('/api/unschemed', async (_request, reply) => reply.status(201).send({ id: 'a', count: 1 }));
  await app.ready();
  return app;
}

describe('the contract check', () => {
  const errors: unknown[][] = [];
  // The check reports through console.error, which fails a test unless it is expected, as here.
  const expectReported = () => vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  afterEach(() => void (errors.length = 0));

  it('lets an answer that matches its schema through, written with the named fields only', async () => {
    const app = await appWithContract();
    const res = await app.inject('/api/kept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a', count: 1 });
  });

  it('fails an answer that does not match its schema, naming the route and the field', async () => {
    expectReported();
    const app = await appWithContract();
    expect((await app.inject('/api/broken')).statusCode).toBe(500);
    expect(String(errors[0]?.[0])).toMatch(/GET \/api\/broken 200: the answer does not match its schema[\s\S]*count/);
  });

  it('fails a JSON success answer whose status has no schema', async () => {
    expectReported();
    const app = await appWithContract();
    expect((await app.inject({ method: 'POST', url: '/api/unschemed' })).statusCode).toBe(500);
    expect(String(errors[0]?.[0])).toBe('POST /api/unschemed 201: answered JSON without a response schema');
  });
});
