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
    ['Last month: 10,000 visits, 2,400 sign-ups, 600 activate, 150 pay. Which step should we fix?', 'funnel'],
    ['Of 1,200 who signed up in March, 540 were active in week 4 and 380 in week 8. How is retention?', 'cohort_retention'],
    ['CAC is €400, revenue per customer €50 a month, gross margin 80%, monthly churn 3%. Do our unit economics work?', 'ltv_cac_payback'],
    ['TAM SAM SOM: 40,000 dental clinics, we can serve 30% and win 10% of those, at €200 a month.', 'market_size'],
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

  it('keeps the currency the PM wrote on the card', async () => {
    const reply = await offlineReply(
      'CAC is €400, revenue per customer €50 a month, gross margin 80%, monthly churn 3%. Do our unit economics work?',
    );
    const output = reply.parts[0]?.output as { answer: string };
    expect(output.answer).toContain('€');
    expect(output.answer).not.toContain('$');
  });

  it('saves no tool part for an answer that computed nothing', async () => {
    const reply = await offlineReply('Our product is called Acme Notes');
    expect(reply.parts.map((p) => p.type)).toEqual(['text']);
  });
});
