import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from './offline-note';
import { replyDocumentBody, replyDocumentTitle, replyMarkdown, toolBlock, UNTITLED_REPLY } from './reply-document';

const OUTLINE = [
  'Here is a PRD outline filled with your answers.',
  '## PRD outline: Instant Pay',
  '_Filled in from what you have told me._',
  '### 1. Problem',
  'Hourly workers wait 30 days.',
  'Choose **Open as document** under this reply to edit it in the editor.',
  OFFLINE_NOTE,
].join('\n\n');

const output = {
  tool: 'sample_size',
  inputs: { baselineRate: 0.11, targetRate: 0.14, power: 0.8 },
  formula: 'n = (z_α + z_β)² × … ÷ (p₂ − p₁)²',
  steps: ['z = 1.96'],
  answer: '1,810 users per arm',
  notes: [],
};

describe('a reply as a document', () => {
  it('titles it from the reply heading, after the chat title when that adds something', () => {
    expect(replyDocumentTitle('PRD: Instant Pay', OUTLINE)).toBe('PRD: Instant Pay');
    expect(replyDocumentTitle('New PRD Document', OUTLINE)).toBe('PRD: Instant Pay');
    expect(replyDocumentTitle('Pricing', '## Plan **comparison**\n\n| a | b |')).toBe('Pricing — Plan comparison');
    expect(replyDocumentTitle('Pricing', 'No heading here.')).toBe('Pricing');
    expect(replyDocumentTitle('New Chat', 'No heading here.')).toBe(UNTITLED_REPLY);
    expect(replyDocumentTitle('x', `# ${'Long '.repeat(40)}`)).toMatch(/\.\.\.$/);
    expect(Array.from(replyDocumentTitle('x', `# ${'Long '.repeat(40)}`)).length).toBeLessThanOrEqual(123);
  });

  it('opens with the title and leaves out the introduction, the title heading and the chat-only lines', () => {
    const body = replyDocumentBody('PRD: Instant Pay', OUTLINE);
    expect(body.split('\n')[0]).toBe('# PRD: Instant Pay');
    expect(body).toContain('### 1. Problem');
    expect(body).not.toMatch(/PRD outline|Here is a PRD|Open as document|offline engine/);
    // A reply whose heading comes later keeps everything before it.
    expect(replyDocumentBody('T', 'One.\n\nTwo.\n\n## Later')).toBe('# T\n\nOne.\n\nTwo.\n\n## Later');
  });

  it('writes a tool call as a block with its inputs, formula and answer, between the text parts', () => {
    const part = { type: 'tool-sample_size' as const, toolCallId: 'c1', state: 'output-available' as const, input: {}, output };
    const block = toolBlock(part);
    expect(block).toContain('**Computed: Sample size**');
    expect(block).toContain('| Baseline rate | 0.11 |');
    expect(block).toContain('Formula: `n = (z_α + z_β)² × … ÷ (p₂ − p₁)²`');
    expect(block).toContain('**Answer:** 1,810 users per arm');
    const failed = { ...part, state: 'output-error' as const, output: undefined, errorText: 'baselineRate must be below 1' };
    expect(toolBlock(failed)).toBe('**Computed: Sample size** — not computed: baselineRate must be below 1');
    const markdown = replyMarkdown('Before\n\nAfter', [{ type: 'text', text: 'Before' }, part, { type: 'text', text: 'After' }]);
    expect(markdown.indexOf('Before')).toBeLessThan(markdown.indexOf('Computed'));
    expect(markdown.indexOf('Computed')).toBeLessThan(markdown.indexOf('After'));
    expect(replyMarkdown('Just text', [{ type: 'text', text: 'Just text' }])).toBe('Just text');
  });
});
