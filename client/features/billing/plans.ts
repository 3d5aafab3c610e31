import type { Plan } from '@common/constants';

export type PlanOffer = { id: Plan; name: string; price: string; features: string[]; highlighted: boolean };

/** The three plans of Plans & Billing, in ascending order. */
export const PLAN_OFFERS: PlanOffer[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 'Free',
    features: ['3 documents per month', 'Basic AI feedback', 'Standard support'],
    highlighted: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$19/month',
    features: ['Unlimited documents', 'Advanced AI feedback', 'Priority support', 'Custom templates', 'Enhanced PRD features'],
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    features: ['Everything in Pro', 'Custom integrations', 'Team collaboration', 'Advanced analytics', 'Dedicated support'],
    highlighted: false,
  },
];
