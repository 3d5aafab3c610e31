import { describe, expect, it } from 'vitest';
import type { JourneyType } from '../../../../common/constants';
import type { ChatTurn } from '../../types';
import { coachReply } from '../chat-coach';

/** A free chat (no questionnaire): each message gets the coach's reply before the next is sent. */
function talk(journey: JourneyType, turns: string[]): string[] {
  const messages: ChatTurn[] = [];
  return turns.map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType: journey, messages: [...messages], memories: [] });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}

describe('offline coach: after the questionnaire', () => {
  const answers = {
    product_name: 'Fieldnote — a mobile app for home inspectors. The redesign covers the report-writing flow.',
    current_flow:
      'Inspector opens the job, walks room by room adding photos, tags each defect, then writes the summary on a laptop at night.',
    pain_points: 'Writing the summary takes 90 minutes per job and 30% of reports go out with missing photos.',
    target_audience: 'Independent home inspectors doing 3-5 inspections a week, mostly on their phone in the field.',
    constraints: 'Must work offline in basements; two mobile engineers; ship by end of Q2.',
    success_metric: 'Report completion time from 90 minutes to under 30, and missing-photo reports under 5%.',
  };
  const summary = [
    "Thank you for answering those questions. Here's what I understand:",
    Object.entries(answers)
      .map(([key, answer]) => `- ${key}: ${answer}`)
      .join('\n'),
    'Based on this information, let me help you with your design journey.',
  ].join('\n\n');
  const messages: ChatTurn[] = Object.values(answers).map((content) => ({ role: 'user', content }));
  const replies = [summary, 'What would you change first?', 'Give me 3 metrics for this'].map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType: 'design', messages: [...messages], memories: [] });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });

  it('changes the step the pain is about, not the first step that shares a word with it', () => {
    expect(replies[1]).toMatch(/^\*\*Change “writes the summary on a laptop at night” first\*\*/);
  });

  it('makes the PM’s own success metric the north star, with its units, and keeps their second measure', () => {
    expect(replies[2]).toMatch(/^\*\*North star: Report completion time\.\*\*/);
    expect(replies[2]).toMatch(/\| North star \| \*\*Report completion time\*\*: [^|]+ \| 90 minutes \| under 30 minutes \| end of Q2 \|/);
    expect(replies[2]).toContain('| Input (yours) | **Missing-photo reports**: as you stated it | measure first | under 5% | end of Q2 |');
  });
});

describe('offline coach: a 10-turn free chat', () => {
  const turns = [
    'We make Ledgerly, invoicing for freelance designers. The biggest complaint is that clients pay late, about 40% of invoices are overdue.',
    'What features could fix late payments?',
    'why that one?',
    'Prioritise these: automatic reminders (2 weeks), a client payment portal (6 weeks), late fees (1 week)',
    'We have 12,000 customers paying $30/month and churn is 3.1 %, what is cutting churn to 2 % worth?',
    'give me 3 metrics for this',
    "what's our riskiest assumption",
    'Our goal is to cut churn to 2% by Q4.',
    'what should be out of scope for v1',
    'summarise',
  ];
  const replies = talk('explore', turns);
  const lastParagraph = (r: string) =>
    r
      .trim()
      .split(/\n\s*\n/)
      .at(-1) ?? '';

  it('never asks for a fact it was given, and ends at most two replies with a question, never the same one twice', () => {
    expect(replies).toHaveLength(10);
    for (const reply of replies) {
      expect(reply).not.toContain('What is the product called');
      expect(reply).not.toContain('Who exactly is it for');
      expect(reply).not.toContain('What pain does that audience feel');
      expect((reply.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
    }
    const closing = replies.map(lastParagraph).filter((p) => p.includes('?'));
    expect(closing.length).toBeLessThanOrEqual(2);
    expect(new Set(closing).size).toBe(closing.length);
  });

  it('summarises with the facts in short values and the results, without the notes', () => {
    const summary = replies[9] ?? '';
    expect(summary).toContain('- **Product:** Ledgerly');
    expect(summary).toContain('- **Problem:** clients pay late');
    expect(summary).toContain('- **Invoices overdue:** 40%');
    expect(summary).toContain('→ About $3,960 a month, $47,520 a year');
    expect(summary).not.toContain('→ Noted');
  });
});
