import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../../../common/tools/inputs';
import { WORKSPACE_TOOL_NAMES } from '../../../common/tools/workspace-inputs';
import { TOOL_EXAMPLES } from '../../ai/tools/examples';
import { createAgent } from '../../test/agent';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { TOOL_RUNS_PER_MINUTE } from './ai.service';

const t = useTestApp();

describe('GET /api/ai/tools', () => {
  it('lists every tool with its description and input JSON Schema, rates as fractions', async () => {
    const pm = await buildUser(t);
    const res = await pm.get('/api/ai/tools');
    expect(res.statusCode).toBe(200);
    const tools = res.json() as { name: string; description: string; inputSchema: Record<string, unknown> }[];
    expect(tools.map((x) => x.name)).toEqual([...TOOL_NAMES, ...WORKSPACE_TOOL_NAMES]);
    expect(tools.find((x) => x.name === 'search_my_work')!.inputSchema).toMatchObject({ required: ['query'] });
    const sample = tools.find((x) => x.name === 'sample_size')!;
    expect(sample.inputSchema).toMatchObject({
      type: 'object',
      required: ['baselineRate', 'targetRate'],
      properties: { baselineRate: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 } },
    });
    expect(tools.find((x) => x.name === 'significance')!.inputSchema).toMatchObject({
      required: ['controlVisitors', 'controlConversions', 'variantVisitors', 'variantConversions'],
    });
    expect(tools.find((x) => x.name === 'price_change')!.inputSchema).toMatchObject({
      required: ['customers', 'price', 'newPrice', 'churnRate'],
    });
  });

  it('refuses a visitor', async () => {
    expect((await createAgent(t.app).get('/api/ai/tools')).statusCode).toBe(401);
  });
});

describe('POST /api/ai/tools/:name', () => {
  it('runs a tool and answers its result with inputs, formula and answer', async () => {
    const pm = await buildUser(t);
    const res = await pm.post('/api/ai/tools/sample_size', { input: { baselineRate: 0.05, targetRate: 0.1 } });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Record<string, unknown> };
    expect(result).toMatchObject({ tool: 'sample_size', perArm: 435, total: 870, inputs: { power: 0.8, alpha: 0.05, sides: 2 } });
    expect(result.formula).toContain('z_β');
    const read = await pm.post('/api/ai/tools/significance', { input: TOOL_EXAMPLES.significance });
    expect(read.json()).toMatchObject({ result: { pValue: expect.any(Number), lift: expect.any(Number) } });
    const price = await pm.post('/api/ai/tools/price_change', { input: TOOL_EXAMPLES.price_change });
    expect(price.json()).toMatchObject({ result: { revenueBefore: 360_000, revenueAfter: 386_400, breakEvenLoss: 1 - 30 / 35 } });
  });

  it('runs every tool on its example', async () => {
    const pm = await buildUser(t);
    for (const name of TOOL_NAMES) {
      const res = await pm.post(`/api/ai/tools/${name}`, { input: TOOL_EXAMPLES[name] });
      expect(res.statusCode, name).toBe(200);
    }
  });

  it("answers 400 with the schema's message for bad input", async () => {
    const pm = await buildUser(t);
    const pct = await pm.post('/api/ai/tools/sample_size', { input: { baselineRate: 11, targetRate: 14 } });
    expect(pct.statusCode).toBe(400);
    expect(pct.json()).toEqual({
      code: 'invalid_input',
      message: expect.stringContaining('baselineRate: baselineRate must be below 1 (a fraction: 0.11 for 11 %)'),
    });
    const over = await pm.post('/api/ai/tools/significance', {
      input: { controlVisitors: 10, controlConversions: 12, variantVisitors: 10, variantConversions: 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('controlConversions: controlConversions cannot exceed controlVisitors');
    expect((await pm.post('/api/ai/tools/sample_size', {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown tool and 401 to a visitor', async () => {
    const pm = await buildUser(t);
    const unknown = await pm.post('/api/ai/tools/weather', { input: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no tool named "weather"');
    expect((await pm.post('/api/ai/tools/toString', { input: {} })).statusCode).toBe(404);
    const chatOnly = await pm.post('/api/ai/tools/search_my_work', { input: { query: 'pricing' } });
    expect(chatOnly.statusCode).toBe(400);
    expect(chatOnly.json().message).toBe('search_my_work works on your own documents and runs only in a chat');
    const visitor = await createAgent(t.app).post('/api/ai/tools/sample_size', { input: TOOL_EXAMPLES.sample_size });
    expect(visitor.statusCode).toBe(401);
  });

  it('limits runs per user per minute', async () => {
    const pm = await buildUser(t);
    for (let i = 0; i < TOOL_RUNS_PER_MINUTE; i++) await pm.post('/api/ai/tools/convert_units', { input: TOOL_EXAMPLES.convert_units });
    const over = await pm.post('/api/ai/tools/convert_units', { input: TOOL_EXAMPLES.convert_units });
    expect(over.statusCode).toBe(429);
    const other = await buildUser(t);
    expect((await other.post('/api/ai/tools/convert_units', { input: TOOL_EXAMPLES.convert_units })).statusCode).toBe(200);
  });
});
