import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ReplyInput } from '../types';
import { OFFLINE_NOTE, chunkText, createOfflineEngine } from './offline-engine';

const engine = createOfflineEngine();
const input: ReplyInput = { journeyType: 'explore', messages: [{ role: 'user', content: 'Hi, I want to explore an idea' }], memories: [] };

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('offline engine', () => {
  it('describes itself', () => {
    expect(engine.info).toEqual({ engine: 'offline', provider: 'offline', model: 'northstar-rules-1' });
  });

  it('streams the coach reply in chunks of a few words, ending with the offline note', async () => {
    const chunks = await collect(engine.reply(input));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.every((chunk) => chunk.trim().split(/\s+/).length <= 4)).toBe(true);
    const text = chunks.join('');
    expect(text).toContain("I'm Northstar, your product coach");
    expect(text.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('stops streaming when the signal aborts', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of engine.reply({ ...input, signal: controller.signal })) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks).toHaveLength(3);
  });

  it('chunks text without losing a character', () => {
    const text = '## Title\n\n- one two  three\n- four five six seven eight';
    expect(chunkText(text, 2).join('')).toBe(text);
  });

  it('analyses a document into Markdown messages, noting the offline engine', async () => {
    const text = readFileSync(new URL('./fixtures/fair-prd.md', import.meta.url), 'utf8');
    const messages = await engine.analyzeDocument({ title: 'Smart Notifications', text });
    expect(messages[0]).toMatch(/Completeness: \d+\/100/);
    expect(messages.at(-1)?.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('reviews a design, noting the offline engine', async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const review = await engine.analyzeDesign({ image, mimeType: 'image/png', title: 'Blank' });
    expect(review).toContain('## Design review: Blank');
    expect(review.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('generates a title without the note', async () => {
    expect(await engine.generateTitle({ content: 'Hi! Help me draft a PRD for team OKRs' })).toBe('PRD for team OKRs');
  });
});
