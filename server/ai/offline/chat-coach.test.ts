import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../common/constants';
import type { Memory, ReplyInput } from '../types';
import { FACTS } from './coach-facts';
import { coachReply, detectIntent } from './chat-coach';

const memory = (key: string, value: string): Memory => ({ key, value, importance: 4 });
const ALL: Memory[] = [
  memory('product_name', 'Pulse'),
  memory('target_audience', 'remote engineering managers'),
  memory('main_features', 'async standups, mood check-ins and blocker alerts'),
  memory('business_goals', 'reach 500 paying teams by December'),
  memory('pain_points', 'status meetings that waste 3 hours a week'),
];

function reply(content: string, memories: Memory[] = [], journeyType: JourneyType = 'prd', extra: Partial<ReplyInput> = {}) {
  return coachReply({ journeyType, messages: [{ role: 'user', content }], memories, ...extra });
}

describe('chat coach: missing facts', () => {
  it('asks for the two most important missing facts first', () => {
    const text = reply('Hi, I have an idea for a product.');
    expect(text).toContain(FACTS.product_name.question);
    expect(text).toContain(FACTS.business_goals.question);
    expect(text).not.toContain(FACTS.target_audience.question);
  });

  it('stops asking for known facts and moves on to the next ones', () => {
    const text = reply('It is called Pulse.', [memory('product_name', 'Pulse'), memory('business_goals', 'reach 500 paying teams')]);
    expect(text).not.toContain(FACTS.product_name.question);
    expect(text).not.toContain(FACTS.business_goals.question);
    expect(text).toContain(FACTS.target_audience.question);
    expect(text).toContain('Got it. Noted **Product:** Pulse.');
  });

  it('asks one question at a time once only one or two facts are missing', () => {
    const text = reply('Anything else?', ALL.slice(0, 4));
    expect(text).toContain(`**Next question:** ${FACTS.pain_points.question}`);
  });

  it('reads facts from the message context block when memories are empty', () => {
    const text = reply('product_name: Pulse\nbusiness_goals: reach 500 paying teams\n\nWhat should I do next?');
    expect(text).not.toContain(FACTS.product_name.question);
    expect(text).toContain(FACTS.target_audience.question);
  });

  it('gives journey-specific advice and, with every fact known, the next concrete step', () => {
    const expected: Record<JourneyType, string> = {
      explore: 'feature brief',
      design: 'UX review checklist',
      prd: 'draft a PRD outline',
      validate: 'validation plan',
      enhance: 'Analyze with AI',
    };
    for (const [journey, step] of Object.entries(expected) as [JourneyType, string][]) {
      const text = reply('What now?', ALL, journey);
      expect(text).toContain('**Coaching tip:**');
      expect(text).toContain('**Next step:**');
      expect(text).toContain(step);
      expect(text).not.toContain('question:**');
    }
  });

  it('is deterministic', () => {
    expect(reply('Help me think this through', ALL.slice(0, 2))).toBe(reply('Help me think this through', ALL.slice(0, 2)));
  });

  it('scores the document the chat is about', () => {
    expect(reply('How is it looking?', ALL, 'enhance', { documentText: '## Problem\nTeams lose time.' })).toMatch(
      /Your document scores \*\*Completeness: \d+\/100\*\*\. Biggest gap: /,
    );
  });
});

describe('chat coach: drafts on request', () => {
  it.each([
    ['Can you draft a PRD?', 'prd'],
    ['Give me an outline', 'prd'],
    ['I need a validation plan for this', 'validation'],
    ['What experiment should I run?', 'validation'],
    ['Write a feature brief', 'brief'],
    ["Let's explore features", 'brief'],
    ['Do a UX review', 'ux'],
    ['Any usability checklist?', 'ux'],
    ['PRD', 'prd'],
    ['Our users are product managers', null],
    ['Our app validates invoices for freelancers before they send them', null],
  ])('detects the intent of "%s"', (text, intent) => {
    expect(detectIntent(text)).toBe(intent);
  });

  it('drafts a PRD outline filled with the memories', () => {
    const text = reply('Please draft a PRD outline', ALL);
    expect(text).toContain('## PRD outline: Pulse');
    expect(text).toContain('Remote engineering managers struggle with status meetings that waste 3 hours a week.');
    expect(text).toContain('- As one of our remote engineering managers, I want mood check-ins so that [outcome].');
    expect(text).toContain('reach 500 paying teams by December');
    expect(text).toContain('### 11. Open questions');
  });

  it('drafts a validation plan with assumptions, thresholds and interview questions', () => {
    const text = reply('Can you make a validation plan?', ALL, 'validate');
    expect(text).toContain('## Validation plan: Pulse');
    expect(text).toContain('### Riskiest assumptions');
    expect(text).toContain('| Success threshold |');
    expect(text).toContain('Tell me about the last time you ran into status meetings that waste 3 hours a week.');
  });

  it('drafts a feature-exploration brief with each known feature', () => {
    const text = reply('feature brief please', ALL, 'explore');
    expect(text).toContain('## Feature exploration brief: Pulse');
    for (const feature of ['async standups', 'mood check-ins', 'blocker alerts']) expect(text).toContain(`. ${feature}`);
    expect(text).toContain('### Prioritise (RICE)');
  });

  it('drafts a UX review checklist for the audience and core task', () => {
    const text = reply('Run a UX review', ALL, 'design');
    expect(text).toContain('## UX review checklist: Pulse');
    expect(text).toContain('- [ ] Async standups is reachable in at most 3 steps');
    expect(text).toContain('5 people from remote engineering managers');
  });

  it('uses placeholders for unknown facts and asks for them after the draft', () => {
    const text = reply('draft a PRD', [memory('product_name', 'Pulse')]);
    expect(text).toContain('## PRD outline: Pulse');
    expect(text).toContain('[Target audience] struggle with [pain points].');
    expect(text).toContain('_To replace the [brackets]:_');
    expect(text).toContain(FACTS.business_goals.question);
  });
});
