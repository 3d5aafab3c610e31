import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);
const COUNTS = 'I still need how many people each rate counts and how many of them converted, for each period';

describe('two rates across time, written without their counts', () => {
  it.each([
    ['conversion went from 4.1% to 4.6% after the redesign. did it work?', 'Conversion moved up, from 4.1% to 4.6%', '+0.5 points'],
    [
      'Activation was 31% in May and 27% in June after we removed the tour. Is that significant?',
      'Activation moved down, from 31% to 27%',
      '−4 points',
    ],
    [
      'Since we shipped the new onboarding, trial-to-paid is 18%; it was 15% before. Can we call it a win?',
      'Trial-to-paid moved up, from 15% to 18%',
      '+3 points',
    ],
    [
      'Checkout completion dropped from 62% to 58% after the address autocomplete change — is this real?',
      'Checkout completion moved down, from 62% to 58%',
      '−4 points',
    ],
    ['Our reply rate is 9% now, 7% last month. Good?', 'Reply rate moved up, from 7% to 9%', '+2 points'],
    [
      'After the Fernweh app’s new paywall, our sign-up rate fell from 12% to 10.5%',
      'Sign-up rate moved down, from 12% to 10.5%',
      '−1.5 points',
    ],
  ])('shows the move, calls it not randomised, gives no verdict and asks for the counts: %s', (text, moved, change) => {
    const reply = ask(text);
    expect(reply).toContain(`**${moved}, but from the rates alone I can't say`);
    expect(reply).toContain(`change: ${change}`);
    expect(reply).toContain('**Before and after is not a randomised comparison.**');
    expect(reply).toContain(COUNTS);
    expect(reply).toContain('the dates of the two periods');
    expect(reply).not.toMatch(/\bis (?:statistically )?significant\b|\bwins\b|\bship (?:it|the)\b|\bp [=<]/);
  });

  it('says how many people per period would make the move bigger than noise, as a condition, not a verdict', () => {
    expect(ask('conversion went from 4.1% to 4.6% after the redesign')).toContain(
      'A move from 4.1% to 4.6% is within noise with fewer than about 12,787 visitors in each period',
    );
  });

  it.each([
    ['Our conversion is 3% today vs 5% for competitors. Thoughts?'],
    ['We want to move activation from 23% to 35% by Q3'],
    ['how many users to detect 11% to 14%'],
  ])('leaves rates that are not a before and after to other answers: %s', (text) => {
    expect(ask(text)).not.toContain('Before and after is not a randomised comparison');
  });

  it('tests the counts when they are given, and still calls the comparison not randomised', () => {
    const reply = ask('Before the redesign 492 of 12,000 visitors converted; after it, 529 of 11,500. Did it work?');
    expect(reply).toContain('**Not shown: this compares before with after, not a randomised split.**');
    expect(reply).not.toContain(COUNTS);
  });
});
