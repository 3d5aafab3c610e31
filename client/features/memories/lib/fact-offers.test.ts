import { describe, expect, it } from 'vitest';
import { factOffers, offerId } from '@/features/memories/lib/fact-offers';
import { factOf, memoryOf } from '@/test/product-data';

const memory = memoryOf;
const fact = factOf;

describe('factOffers', () => {
  it('offers what the product lacks and what it holds with another value, never what it already says', () => {
    const memories = [
      memory('target_audience', 'Dental practice managers'),
      memory('pain_points', 'No-shows cost a chair 6 hours a week'),
      memory('business_goals', 'Cut no-shows by a third'),
    ];
    const facts = [fact('Target audience', 'dental practice managers'), fact('business goals', 'Grow bookings 20%')];
    expect(factOffers(memories, facts)).toEqual([{ memory: memories[1] }, { memory: memories[2], fact: facts[1] }]);
  });

  it('leaves out proposals not yet kept, the product name and dismissed offers, until the value changes', () => {
    const kept = memory('main_features', 'SMS reminders');
    const memories = [memory('product_name', 'ChairTime'), memory('constraints', 'HIPAA', true), kept];
    expect(factOffers(memories, [], new Set([offerId(kept)]))).toEqual([]);
    const changed = memory('main_features', 'SMS and e-mail reminders');
    expect(factOffers([changed], [], new Set([offerId(kept)]))).toEqual([{ memory: changed }]);
  });
});
