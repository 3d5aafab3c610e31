import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { twoUsers } from '../../test/two-users';

const t = useTestApp();

/** A cramped table of grey text on light grey: contrast about 1.5:1 everywhere. */
const crampedScreen = () => {
  const rows = Array.from({ length: 30 }, (_, i) =>
    [0, 1]
      .map(
        (col) =>
          `<text x="${20 + col * 620}" y="${30 + i * 24}" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#c4c4c4">INV-${300 + i} Acme GmbH overdue ${i + 2} days</text>`,
      )
      .join(''),
  ).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="760"><rect width="100%" height="100%" fill="#f0f0f0"/>${rows}</svg>`,
    ),
  )
    .png()
    .toBuffer();
};

async function designWithImage(agent: Agent, title: string) {
  const form = multipartBody('file', await crampedScreen(), 'screen.png', 'image/png');
  const imageUrl = (await agent.post('/api/upload', form.body, { 'content-type': form.contentType })).json().url as string;
  return {
    design: (await agent.post('/api/designs', { title, content: '<p>Finance team view, used daily.</p>', imageUrl })).json(),
    imageUrl,
  };
}

const replyTo = async (agent: Agent, id: string, content: string) =>
  ((await agent.post(`/api/designs/${id}/messages`, { content })).json()[1]?.content ?? '') as string;

describe('design chat with the offline engine', () => {
  it("answers follow-ups from the design's title and its measured text contrast and clutter", async () => {
    const { ann } = await twoUsers(t);
    const { design, imageUrl } = await designWithImage(ann, 'Overdue invoices');

    const readable = await replyTo(ann, design.id, 'Is the text readable enough?');
    expect(readable).toMatch(/^\*\*\d+ of \d+ text regions on Overdue invoices fail AA\*\*/);
    expect(readable).toMatch(/- 1\.[45]\d:1, `#c\w{5}` on `#(ef|f0)\w{4}`/);
    expect(readable).toMatch(/offline/i);

    const first = await replyTo(ann, design.id, 'What should I fix first?');
    expect(first).toContain('**What to fix first on Overdue invoices**');
    expect(first).toContain('1. **Raise text contrast**');
    expect(first).toContain('Your notes on it: Finance team view, used daily.');

    const storageKey = imageUrl.replace('/uploads/', '').replace(/\.\w+$/, '');
    expect(await t.ctx.storage.get(`measure-v1-${storageKey}.json`)).not.toBeNull();
  });

  it('says what it needs when the design has no image yet', async () => {
    const { ann } = await twoUsers(t);
    const design = (await ann.post('/api/designs', { title: 'Empty state', content: '' })).json();
    expect(await replyTo(ann, design.id, 'What do you think?')).toContain('I have no measurements of **Empty state** yet');
  });
});
