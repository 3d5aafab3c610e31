import { describe, expect, it } from 'vitest';
import { markdownToAdf } from './adf';

describe('markdownToAdf', () => {
  it('writes paragraphs, checklists, numbered lists, rules, bold and links as Atlassian Document Format', () => {
    const doc = markdownToAdf(
      'Every export is logged.\n\n**Acceptance criteria**\n- [ ] Given an admin\n- [ ] Then **events**\n1. First\n---\nFrom the PRD [Export](https://app.example.com/documents?id=1) in Northstar.',
    );
    expect(doc).toEqual({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Every export is logged.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Acceptance criteria', marks: [{ type: 'strong' }] }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Given an admin' }] }] },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Then ' },
                    { type: 'text', text: 'events', marks: [{ type: 'strong' }] },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'orderedList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First' }] }] }],
        },
        { type: 'rule' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'From the PRD ' },
            { type: 'text', text: 'Export', marks: [{ type: 'link', attrs: { href: 'https://app.example.com/documents?id=1' } }] },
            { type: 'text', text: ' in Northstar.' },
          ],
        },
      ],
    });
  });
});
