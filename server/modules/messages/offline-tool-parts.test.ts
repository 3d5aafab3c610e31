import { describe, expect, it } from 'vitest';
import { runTool } from '../../ai/tools/registry';
import { buildChat, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

type Saved = {
  role: string;
  content: string;
  parts: { type: string; text?: string; toolCallId?: string; state?: string; input?: unknown; output?: unknown }[];
};

/** The offline engine's saved reply to `content` in a new validation chat. */
async function offlineReply(content: string): Promise<Saved> {
  const ann = await buildUser(t);
  const { document } = await buildChat(t, ann, { type: 'validate' });
  const res = await ann.post(`/api/documents/${document.id}/messages`, { content });
  expect(res.statusCode).toBe(200);
  const messages = (await ann.get(`/api/documents/${document.id}/messages`)).json() as Saved[];
  return messages.at(-1) as Saved;
}

describe("the offline engine's computed answers are saved as tool parts", () => {
  it.each([
    ['Variant: 58 of 500 converted; control: 50 of 500. Did the new pricing page work?', 'significance'],
    ['how many users do I need to see 11 % vs 14 %?', 'sample_size'],
    ['We want to raise the price from $29 to $35 a month. If we lose 8% of our 4,500 teams, is it worth it?', 'price_change'],
  ])('%s → a tool-%s part before the text, as the model path saves it', async (content, tool) => {
    const reply = await offlineReply(content);
    expect(reply.role).toBe('assistant');
    const [part, text] = reply.parts;
    expect(part).toMatchObject({ type: `tool-${tool}`, toolCallId: `offline-${tool}-1`, state: 'output-available' });
    // The saved result is the toolbox's own for the saved input: a card recomputes the same answer.
    expect(part?.output).toEqual(runTool(tool as Parameters<typeof runTool>[0], part?.input));
    expect(text).toMatchObject({ type: 'text' });
    // `content` keeps the text only.
    expect(reply.content).toBe(text?.text);
  });

  it('saves no tool part for an answer that computed nothing', async () => {
    const reply = await offlineReply('Our product is called Acme Notes');
    expect(reply.parts.map((p) => p.type)).toEqual(['text']);
  });
});
