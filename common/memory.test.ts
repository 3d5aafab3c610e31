import { describe, expect, it } from 'vitest';
import { extractMemories } from './memory';

const valueOf = (text: string, key: string) => extractMemories(text).find((m) => m.key === key)?.value;

describe('extractMemories', () => {
  it.each([
    ['Our product is called Acme Notes', 'Acme Notes'],
    ['our product is called "Pulse".', 'Pulse'],
    ['My app is named Tidy, and it helps families plan chores.', 'Tidy'],
    ["The app's name is Ledgerly.", 'Ledgerly'],
    ['The product name is Northwind CRM - a CRM for florists.', 'Northwind CRM'],
    ['The name of our platform is HireHub', 'HireHub'],
    ['Product name: Orbit', 'Orbit'],
    ["I'm building Acme Notes, a note-taking app for teams.", 'Acme Notes'],
    ['We are building a budgeting app for students', 'a budgeting app for students'],
    ['Acme Notes is a note-taking app for small teams.', 'Acme Notes'],
    ['Pulse is an analytics dashboard for shops', 'Pulse'],
  ])('finds the product name in %j', (text, value) => {
    expect(valueOf(text, 'product_name')).toBe(value);
  });

  it.each([
    'What is our product called?',
    'Is our product called Acme?',
    'Our product is not called Acme.',
    'This is a tool I like.',
    'It is a great app.',
    'There is a platform for that.',
    "I'm building for small teams.",
    'We are building something new.',
    'Monday is a good day.',
  ])('finds no product name in %j', (text) => {
    expect(valueOf(text, 'product_name')).toBeUndefined();
  });

  it.each([
    ['Our target audience is busy product managers at startups.', 'busy product managers at startups'],
    ['The target market consists of dentists in Europe', 'dentists in Europe'],
    ['Target audience: remote engineering teams', 'remote engineering teams'],
    ['Our main users are high-school teachers.', 'high-school teachers'],
    ['It is built for freelance designers who bill by the hour.', 'freelance designers who bill by the hour'],
    ['The app is designed specifically for nurses on night shifts', 'nurses on night shifts'],
    ['A planning tool aimed at first-time founders.', 'first-time founders'],
    ['A simple wiki for small teams, with search.', 'small teams'],
    ["It's mainly for parents of toddlers.", 'parents of toddlers'],
  ])('finds the target audience in %j', (text, value) => {
    expect(valueOf(text, 'target_audience')).toBe(value);
  });

  it.each([
    'For example, we could add search.',
    'Who is our target audience?',
    'This is for fun.',
    'Our users are struggling with search.',
    'I stayed late for nothing.',
  ])('finds no target audience in %j', (text) => {
    expect(valueOf(text, 'target_audience')).toBeUndefined();
  });

  it.each([
    ['The main features are shared notebooks, offline sync and search.', 'shared notebooks, offline sync and search'],
    ['Key features include: invoicing, reminders', 'invoicing, reminders'],
    ['Features: tagging and export', 'tagging and export'],
    ['It lets users share notes in real time.', 'share notes in real time'],
    ['It allows teams to vote on ideas', 'vote on ideas'],
    ['Users can schedule posts across networks.', 'schedule posts across networks'],
  ])('finds the main features in %j', (text, value) => {
    expect(valueOf(text, 'main_features')).toBe(value);
  });

  it.each(['What features should we build?', "Users can't log in.", 'Users cannot export data.', 'Users can not pay.'])(
    'finds no main features in %j',
    (text) => {
      expect(valueOf(text, 'main_features')).toBeUndefined();
    },
  );

  it.each([
    ['Our goal is to reach 1,000 paying teams by Q3.', 'to reach 1,000 paying teams by Q3'],
    ['Our main objective this quarter is retention', 'retention'],
    ['We want to increase retention by 20%.', 'increase retention by 20%'],
    ["We're trying to reduce churn among new users", 'reduce churn among new users'],
    ['Business goals: grow revenue and cut support costs', 'grow revenue and cut support costs'],
  ])('finds the business goals in %j', (text, value) => {
    expect(valueOf(text, 'business_goals')).toBe(value);
  });

  it.each(['What should our goal be?', "We don't want to increase prices.", 'We want to talk about design.'])(
    'finds no business goals in %j',
    (text) => {
      expect(valueOf(text, 'business_goals')).toBeUndefined();
    },
  );

  it.each([
    ['Users struggle with finding old notes.', 'finding old notes'],
    ['Our customers have trouble with invoicing', 'invoicing'],
    ['The main pain point is slow onboarding.', 'slow onboarding'],
    ['The biggest problem is that people forget their passwords.', 'people forget their passwords'],
    ['Pain points: slow search, no offline mode', 'slow search, no offline mode'],
    ['Users complain that the app is slow on Android.', 'the app is slow on Android'],
    ['Customers often complain about hidden fees', 'hidden fees'],
    ['Teams hate switching between tools.', 'switching between tools'],
  ])('finds the pain points in %j', (text, value) => {
    expect(valueOf(text, 'pain_points')).toBe(value);
  });

  it.each(['What problems do users have?', 'No problem at all.', 'Do users complain about the price?'])(
    'finds no pain points in %j',
    (text) => {
      expect(valueOf(text, 'pain_points')).toBeUndefined();
    },
  );

  it('finds several facts in one message, each once, with their importances', () => {
    const text =
      'Our product is called Acme Notes. Our target audience is small design agencies. ' +
      'The main features are shared boards and comments. Our goal is to double paid seats. ' +
      'Users complain that feedback gets lost in e-mail. Our app is called Other Name.';
    expect(extractMemories(text)).toEqual([
      { key: 'product_name', value: 'Acme Notes', importance: 5 },
      { key: 'target_audience', value: 'small design agencies', importance: 4 },
      { key: 'main_features', value: 'shared boards and comments', importance: 4 },
      { key: 'business_goals', value: 'to double paid seats', importance: 5 },
      { key: 'pain_points', value: 'feedback gets lost in e-mail', importance: 4 },
    ]);
  });

  it('reads facts on separate lines and skips the questions between them', () => {
    expect(extractMemories('Can you help?\nOur product is called Beacon\nWho are our users?')).toEqual([
      { key: 'product_name', value: 'Beacon', importance: 5 },
    ]);
  });

  it('cuts values at 200 characters', () => {
    const value = valueOf(`Our target audience is ${'very '.repeat(60)}busy people.`, 'target_audience') ?? '';
    expect(value.length).toBeLessThanOrEqual(200);
    expect(value.startsWith('very very')).toBe(true);
  });

  it('finds nothing in small talk, code or an empty message', () => {
    expect(extractMemories('')).toEqual([]);
    expect(extractMemories('Hello! Can you draft a PRD outline for me?')).toEqual([]);
    expect(extractMemories('```\nconst x = 1;\n```')).toEqual([]);
    expect(extractMemories('![Uploaded Image](/uploads/abc.png)')).toEqual([]);
  });
});
