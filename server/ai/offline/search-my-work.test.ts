import { describe, expect, it } from 'vitest';
import { workQuestionTopic } from './search-my-work';

describe('workQuestionTopic', () => {
  it('reads the topic of a question about past work, and when it was asked about', () => {
    expect(workQuestionTopic('What did we decide about pricing last month?')).toEqual({ topic: 'pricing', when: 'last month' });
    expect(workQuestionTopic('Did we already write about onboarding?')).toEqual({ topic: 'onboarding', when: null });
    expect(workQuestionTopic('Have we discussed the enterprise tier before?')).toEqual({ topic: 'enterprise tier', when: null });
    expect(workQuestionTopic('Search my documents for churn interviews')).toEqual({ topic: 'churn interviews', when: null });
  });

  it('leaves every other message to the coach', () => {
    expect(workQuestionTopic('How should we price the new plan?')).toBeNull();
    expect(workQuestionTopic('We decided to raise prices by 10%.')).toBeNull();
    expect(workQuestionTopic('What did we decide?')).toBeNull();
  });
});
