import { describe, expect, it } from 'vitest';
import { systemPrompt } from './system-prompt';

const prompt = (tools = false) =>
  systemPrompt({ journeyType: 'validate', today: new Date('2026-11-27T00:00:00Z'), delimiter: 'data_x', tools });

describe('the system prompt a model answers with', () => {
  it('asks for the working, like-for-like verdicts, non-randomised comparisons called out and a closing trade-off', () => {
    const text = prompt();
    expect(text).toContain('Show the working for every number');
    expect(text).toContain('never label a monthly figure annual');
    expect(text).toContain('Give a verdict (go, stop, ship, significant) only when every number it rests on was read with a known role');
    expect(text).toContain('Call out comparisons that are not randomised');
    expect(text).toContain('End with a recommendation and the trade-off it accepts');
  });

  it('gives the shapes of memos, OKRs, competitor tables and syntheses, and the journey playbook as a paragraph', () => {
    const text = prompt();
    expect(text).toMatch(/a memo opens with the ask or the news in one line/);
    expect(text).toMatch(/OKRs: one objective in plain words/);
    expect(text).toMatch(/A competitor comparison is a table/);
    expect(text).toMatch(/An interview synthesis groups notes into themes/);
    const playbook = /Your playbook: ([^\n]+)/.exec(text)?.[1] ?? '';
    expect(playbook.split('. ').length).toBeGreaterThanOrEqual(3);
  });

  it('adds the tools rule only when the toolbox is offered', () => {
    expect(prompt(false)).not.toContain('## Tools');
    expect(prompt(true)).toContain('## Tools');
  });
});
