import { describe, expect, it } from 'vitest';
import { askCoach } from './ask-coach';

const ask = (content: string) => askCoach(content);

describe('bottom-up TAM, SAM and SOM with units kept', () => {
  it.each([
    [
      'Size the market for Shelfwise: 12,000 independent bookshops in Europe, €49 a month each, we can serve the 40% that use a POS we integrate with, and could win 10% of those in three years.',
      '**TAM €7,056,000, SAM €2,822,400, SOM €282,240 a year.**',
      'price: €49 a month (× 12 = €588 a year)',
      '- **SOM** = €2,822,400 × 10% = **€282,240 a year** (480 independent bookshops)',
    ],
    [
      "What's our TAM, SAM and SOM? 1.2 million freelance designers, $96 a year, 25% are in countries we support, realistic market share 5%.",
      '**TAM $115,200,000, SAM $28,800,000, SOM $1,440,000 a year.**',
      'potential customers: 1,200,000 freelance designers; price: $96 a year;',
      '- **TAM** = 1,200,000 freelance designers × $96 a year = **$115,200,000 a year**\n',
    ],
    [
      'TAM/SAM/SOM: 40,000 dental clinics in the US, we can reach 30%, $200 per month',
      '**TAM $96,000,000, SAM $28,800,000 a year.**',
      'price: $200 a month (× 12 = $2,400 a year); share you can serve (SAM): 30%',
      'I still need the share of those you can realistically win in the next two or three years (SOM)',
    ],
    [
      'TAM for a dog-walking scheduling app: 80k walkers at $15/month',
      '**TAM $14,400,000 a year.**',
      'potential customers: 80,000 walkers; price: $15 a month (× 12 = $180 a year)',
      '**$14,400,000 a year** ($1,200,000 a month)',
    ],
    [
      'How big is the market? 6,500 vet practices in the UK pay £1,800 a year for software like ours; we can serve the 60% on our integrations and could realistically win 8%.',
      '**TAM £11,700,000, SAM £7,020,000, SOM £561,600 a year.**',
      'price: £1,800 a year;',
      '(312 vet practices)',
    ],
  ])('keeps the price’s period and each share’s role: %s', (text, headline, read, line) => {
    const reply = ask(text);
    expect(reply).toContain(headline);
    expect(reply).toContain(read);
    expect(reply).toContain(line);
  });

  it.each([
    ['TAM/SAM/SOM: 5,000 hospitals, $20,000 per hospital, we can reach 20%, win 5%', 'whether $20,000 is paid a month or a year'],
    ['market size: 30,000 gyms, $99 a month, 20% and 5%', 'whether 20% is the share you can serve or the share of those you can win'],
    ["what's our TAM? we charge $30 a month", 'how many potential customers there are'],
    ['TAM/SAM/SOM for 3,000 breweries, our plans are $49 or $149 a month', 'which of $49, $149 a month one customer pays'],
  ])('states no level resting on a figure it could not place, and asks for it: %s', (text, asks) => {
    const reply = ask(text);
    expect(reply).toContain(asks);
    if (!text.includes('gyms')) expect(reply).not.toMatch(/\*\*TAM [$€£]/);
    expect(reply).not.toMatch(/\bSAM [$€£]/);
  });

  it('counts the customers it can while the price’s period is unknown', () => {
    expect(ask('TAM/SAM/SOM: 5,000 hospitals, $20,000 per hospital, we can reach 20%, win 5%')).toContain(
      'In customers so far: 5,000 × 20% = 1,000 you can serve, × 5% = 50 you can win.',
    );
  });
});

describe('a colleague called Sam is not a market', () => {
  it.each([
    'Sam from sales wants the onboarding checklist before Friday. What should I tell him?',
    'Can you help me write an update for Sam and Som?',
  ])('%s → no market sizing', (message) => {
    const reply = ask(message);
    expect(reply).not.toMatch(/\bTAM\b|market size|How many .* exist/i);
  });
});
