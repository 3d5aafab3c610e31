import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('a funnel read from counts in prose', () => {
  it.each([
    [
      'Our funnel: 10,000 visitors, 2,000 sign-ups, 800 activated, 200 paid. Where is the biggest leak and what is fixing it worth at $50/month?',
      'visitors → sign-ups',
      '8,000 of 10,000 (80%)',
      'about 10 more people reach “paid” for every 10,000 visitors. Each of them pays $50 a month, so that is **$500 a month more**',
    ],
    [
      '10,000 visits, 2,400 sign-ups, 600 activate, 150 pay. Which step should we fix? A paying customer is worth $40 a month.',
      'visits → sign-ups',
      '7,600 of 10,000 (76%)',
      '**$250 a month more** for every 10,000 visits',
    ],
    [
      'Where do we lose people? 5,000 installs, 4,100 opened, 1,200 added a card, 900 bought a plan for $120 a year',
      'opened → added a card',
      '2,900 of 4,100 (70.7%)',
      '**$3,690 a year more**',
    ],
    [
      'For Lumen, our plant-care app: 12k downloads, 9,000 opened the app, 2,700 scanned a plant and 1,350 subscribed at £4 a month. Which step should we fix, and what would 3 points there be worth?',
      'opened the app → scanned a plant',
      '6,300 of 9,000 (70%)',
      'Winning back 3 points there: about 135 more people reach “subscribed” for every 12,000 downloads. Each of them pays £4 a month, so that is **£540 a month more**',
    ],
    [
      'Last month: visits: 52,000; trial starts: 3,100; connected a bank: 1,400; upgraded: 390. What stage should we work on first if we can win back 2 points?',
      'visits → trial starts',
      '48,900 of 52,000 (94%)',
      'Winning back 2 points there: about 131 more people reach “upgraded” each month.',
    ],
  ])('names the step to fix, its conversions and what points won back there are worth: %s', (text, drop, lost, worth) => {
    const reply = ask(text);
    expect(reply).toContain(`**Fix ${drop} first: it loses the most people, ${lost}.**`);
    expect(reply).toContain(worth);
    expect(reply).toContain('**What I read:**');
    expect(reply).toContain('| Step | Count | From the step before | Lost |');
  });

  it('puts no money on the leak without the worth of a conversion, and asks for it', () => {
    const reply = ask('Funnel this week: 3,000 visitors, 600 trials, 90 paid. Where is the leak?');
    expect(reply).toContain('**Fix visitors → trials first');
    expect(reply).toContain('each week');
    expect(reply).not.toMatch(/[$€£]\d/);
    expect(reply).toContain('Tell me what one person at “paid” is worth');
  });

  it('asks which amount is the worth of a conversion when two were written', () => {
    const reply = ask(
      'Which step should we fix? 5,000 installs, 4,100 opened, 1,200 added a card, 900 bought a plan; plans cost $9 or $19.',
    );
    expect(reply).not.toMatch(/\*\*[$€£][\d,]+ .*more\*\*/);
    expect(reply).toContain('I read 2 amounts ($9, $19) and cannot tell which is what one person at “bought a plan” is worth');
  });

  it.each([
    'Which step should we fix? Our sign-up flow loses a lot of people.',
    'We have 8,000 trial starts and 3,200 connect a calendar. Which step should we fix?',
  ])('names no step and asks for every step’s count when the funnel is not all there: %s', (text) => {
    const reply = ask(text);
    expect(reply).toContain('**I can find the leak once I have the count at each step, in order.**');
    expect(reply).toContain('I still need the number of people at each step of the funnel');
    expect(reply).not.toContain('**Fix');
  });

  it('names no leak when a later step has more people than the one before', () => {
    const reply = ask('Our funnel: 4,000 demo requests, 900 demos held, 1,200 trials, 100 deals. Which step leaks?');
    expect(reply).toContain(
      '**These counts do not read as one funnel: “trials” (1,200) is more than the step before it, “demos held” (900).**',
    );
    expect(reply).toContain('I still need the steps in the order people go through them, counted over the same period');
    expect(reply).not.toContain('**Fix');
  });
});
