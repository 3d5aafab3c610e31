import { describe, expect, it } from 'vitest';
import { messagePart, messageText, partsFromText, splitContextBlock, splitPostedContent } from './messages';

const IMAGE = '/uploads/11111111-1111-4111-8111-111111111111.png';
const PDF = '/uploads/22222222-2222-4222-8222-222222222222.pdf';

describe('splitContextBlock', () => {
  it("gives back an old client's block and the user's words, also for single-word keys", () => {
    expect(splitContextBlock('product_name: Acme\ntarget_audience: small teams\ngoal: learn fast\n\nLine one\n\nLine two')).toEqual({
      context: ['product_name: Acme', 'target_audience: small teams', 'goal: learn fast'],
      text: 'Line one\n\nLine two',
    });
  });

  it('leaves a message without a block alone', () => {
    for (const content of ['Hello', 'Note: this\n\nis mine', 'product_name: Acme', 'a: b\nText', 'a: b\n']) {
      expect(splitContextBlock(content)).toEqual({ context: [], text: content });
    }
  });
});

describe('message parts', () => {
  it('reads an upload line as a file part and gives the same line back as text', () => {
    const image = `![Uploaded Image](${IMAGE})`;
    const file = `[Uploaded file: Q3 spec (final).pdf](${PDF})`;
    expect(partsFromText(image)).toEqual([{ type: 'file', mediaType: 'image/png', url: IMAGE }]);
    expect(partsFromText(file)).toEqual([{ type: 'file', mediaType: 'application/pdf', url: PDF, filename: 'Q3 spec (final).pdf' }]);
    for (const line of [image, file, `[Uploaded file: ](${PDF})`]) expect(messageText(partsFromText(line))).toBe(line);
  });

  it('keeps anything else as text, an upload line among words too', () => {
    for (const text of ['Hello', `See ![Uploaded Image](${IMAGE})`, `![Uploaded Image](/uploads/elsewhere.png)`]) {
      expect(partsFromText(text)).toEqual([{ type: 'text', text }]);
    }
  });

  it('leaves reasoning and tool parts out of the text', () => {
    const parts = messagePart.array().parse([
      { type: 'reasoning', text: 'thinking' },
      { type: 'tool-search', toolCallId: 'c1', state: 'output-available', input: { q: 'x' }, output: [] },
      { type: 'text', text: 'Answer' },
    ]);
    expect(messageText(parts)).toBe('Answer');
  });

  it('refuses a part of no known type', () => {
    expect(messagePart.safeParse({ type: 'video', url: 'x' }).success).toBe(false);
    expect(messagePart.safeParse({ type: 'tool-x', toolCallId: 'c', state: 'done', input: {} }).success).toBe(false);
  });
});

describe('splitPostedContent', () => {
  it("puts an old client's block beside the message as facts with their importance", () => {
    expect(splitPostedContent('product_name: Acme\ngoal: learn: fast\n\nHow do we price it?')).toEqual({
      parts: [{ type: 'text', text: 'How do we price it?' }],
      context: [
        { key: 'product_name', value: 'Acme', importance: 5 },
        { key: 'goal', value: 'learn: fast', importance: 1 },
      ],
    });
  });

  it('stores an upload sent after a block as a file part', () => {
    expect(splitPostedContent(`product_name: Acme\n\n![Uploaded Image](${IMAGE})`).parts).toEqual([
      { type: 'file', mediaType: 'image/png', url: IMAGE },
    ]);
  });
});
