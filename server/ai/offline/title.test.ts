import { describe, expect, it } from 'vitest';
import { TITLE_MAX, titleFrom } from './title';

describe('titleFrom', () => {
  it.each([
    ['Hi! Can you help me write a PRD for a meal-planning app for busy parents?', 'PRD for a meal-planning app for busy parents'],
    ["I'm working on an onboarding checklist for new admins.", 'Onboarding checklist for new admins'],
    ['So, I would like to explore features for a B2B expense tool', 'Explore features for a B2B expense tool'],
    ['How should I prioritise the roadmap for Q3?', 'Prioritise the roadmap for Q3'],
    [
      'Good morning team! We need to build a **customer feedback hub** that pulls reviews from https://play.google.com',
      'Customer feedback hub',
    ],
    ['# Pricing page redesign\nMore detail follows.', 'Pricing page redesign'],
    ['see [the brief](https://example.com/brief) on churn', 'See the brief on churn'],
  ])('turns %j into %j', (content, title) => {
    expect(titleFrom(content)).toBe(title);
  });

  it.each(['hello', 'Hi there!', 'can you please help', '![Uploaded Image](https://example.com/a.png)', ''])(
    "falls back to 'New Chat' for %j",
    (content) => {
      expect(titleFrom(content)).toBe('New Chat');
    },
  );

  it('cuts long phrases on a word boundary, at most 60 characters, with no trailing punctuation', () => {
    const title = titleFrom(
      'Hey there, I want to validate whether freelancers would pay for automatic invoice reminders in their accounting tools',
    );
    expect(title).toBe('Validate whether freelancers would pay for automatic invoice');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(titleFrom(`${'x'.repeat(80)} tail`).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(titleFrom('A plan for growth, onboarding and retention for the whole of next year across all markets!')).not.toMatch(
      /[\s.,;:!?]$/,
    );
  });
});
