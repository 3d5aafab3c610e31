import { z } from 'zod';

/**
 * The inputs of every PM tool, shared by the server (which runs them), the model (which gets them as
 * JSON Schema) and the chat's cards (which edit them). Rates are fractions: 0.11 for 11 %.
 */
const fraction = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .gt(0, `${name} must be above 0 (a fraction: 0.11 for 11 %)`)
    .lt(1, `${name} must be below 1 (a fraction: 0.11 for 11 %)`)
    .describe(`${name} as a fraction between 0 and 1, e.g. 0.11 for 11 %`);
const count = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(1e12, `${name} is too large`);
const positive = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .gt(0, `${name} must be above 0`)
    .max(1e12, `${name} is too large`);
const name = z.string().trim().min(1, 'Each item needs a name').max(200);
const currency = z
  .string()
  .trim()
  .min(1, 'currency must be a sign such as $, € or £')
  .max(3, 'currency must be a sign such as $, € or £')
  .optional()
  .describe('The sign the amounts are in: "$", "€", "£"; "$" when not given');

export const sampleSizeInput = z
  .object({
    baselineRate: fraction('baselineRate'),
    targetRate: fraction('targetRate'),
    power: fraction('power').optional().describe('Chance to detect a real difference of this size; default 0.8'),
    alpha: fraction('alpha').optional().describe('False-positive risk; default 0.05'),
    sides: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .describe('1 for a one-sided test, 2 for two-sided (default)'),
  })
  .refine((i) => i.baselineRate !== i.targetRate, { message: 'targetRate must differ from baselineRate', path: ['targetRate'] })
  .refine((i) => (i.power ?? 0.8) > 0.5, { message: 'power must be above 0.5 (0.8 is usual)', path: ['power'] })
  .refine((i) => (i.alpha ?? 0.05) < 0.5, { message: 'alpha must be below 0.5 (0.05 is usual)', path: ['alpha'] });

export const significanceInput = z
  .object({
    controlVisitors: count('controlVisitors').min(1, 'controlVisitors must be at least 1'),
    controlConversions: count('controlConversions'),
    variantVisitors: count('variantVisitors').min(1, 'variantVisitors must be at least 1'),
    variantConversions: count('variantConversions'),
  })
  .refine((i) => i.controlConversions <= i.controlVisitors, {
    message: 'controlConversions cannot exceed controlVisitors',
    path: ['controlConversions'],
  })
  .refine((i) => i.variantConversions <= i.variantVisitors, {
    message: 'variantConversions cannot exceed variantVisitors',
    path: ['variantConversions'],
  });

export const priceChangeInput = z
  .object({
    customers: count('customers').min(1, 'customers must be at least 1'),
    price: positive('price').describe('Price per customer per period (e.g. per month)'),
    newPrice: positive('newPrice').describe('The new price per customer per period'),
    churnRate: z
      .number({ error: 'churnRate must be a number' })
      .min(0, 'churnRate cannot be negative (a fraction: 0.08 for 8 %)')
      .lt(1, 'churnRate must be below 1 (a fraction: 0.08 for 8 %)')
      .describe('Share of customers expected to leave because of the change, as a fraction: 0.08 for 8 %'),
    elasticity: z
      .number()
      .min(-20, 'elasticity must be between -20 and 0')
      .max(0, 'elasticity must be between -20 and 0 (demand falls as the price rises)')
      .optional()
      .describe('Price elasticity of demand when known, e.g. -0.5: a 10 % rise loses 5 % of customers'),
    currency,
  })
  .refine((i) => i.newPrice !== i.price, { message: 'newPrice must differ from price', path: ['newPrice'] });

export const riceInput = z.object({
  items: z
    .array(
      z.object({
        name,
        reach: positive('reach').describe('People or events reached per period (e.g. per quarter)'),
        impact: positive('impact').max(3, 'impact is on a 0.25–3 scale').describe('0.25 minimal, 0.5 low, 1 medium, 2 high, 3 massive'),
        confidence: fraction('confidence').or(z.literal(1)).describe('Confidence as a fraction, e.g. 0.8'),
        effort: positive('effort').describe('Person-months (or person-weeks, the same unit for every item)'),
      }),
    )
    .min(1, 'Give at least one item')
    .max(50, 'At most 50 items'),
});

const oneToTen = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(1, `${label} is scored 1 to 10`)
    .max(10, `${label} is scored 1 to 10`);
export const iceInput = z.object({
  items: z
    .array(z.object({ name, impact: oneToTen('impact'), confidence: oneToTen('confidence'), ease: oneToTen('ease') }))
    .min(1, 'Give at least one item')
    .max(50, 'At most 50 items'),
});

export const funnelInput = z
  .object({
    steps: z
      .array(z.object({ name, count: count('count') }))
      .min(2, 'A funnel needs at least two steps')
      .max(20, 'At most 20 steps'),
    recoverPoints: fraction('recoverPoints')
      .optional()
      .describe('Points of step conversion to win back at the biggest drop, as a fraction: 0.05 for 5 points'),
    valuePerConversion: positive('valuePerConversion').optional().describe('What one conversion at the last step is worth'),
    currency,
  })
  .refine((i) => (i.steps[0]?.count ?? 0) > 0, { message: 'The first step needs at least one person', path: ['steps', 0, 'count'] })
  .refine((i) => i.steps.every((s, k) => k === 0 || s.count <= (i.steps[k - 1]?.count ?? 0)), {
    message: 'Each step must count no more people than the step before it',
    path: ['steps'],
  });

export const cohortInput = z
  .object({
    cohorts: z
      .array(
        z.object({
          name,
          size: count('size').min(1, 'A cohort needs at least one member'),
          active: z.array(count('active')).min(1, 'Give the active count for at least one period').max(60),
        }),
      )
      .min(1, 'Give at least one cohort')
      .max(36),
  })
  .refine((i) => i.cohorts.every((c) => c.active.every((a) => a <= c.size)), {
    message: 'An active count cannot exceed its cohort size',
    path: ['cohorts'],
  });

export const ltvInput = z.object({
  revenuePerCustomer: positive('revenuePerCustomer').describe('Average revenue per customer per month'),
  grossMargin: fraction('grossMargin').or(z.literal(1)).describe('Gross margin as a fraction, e.g. 0.8'),
  churnRate: fraction('churnRate').describe('Monthly churn as a fraction, e.g. 0.03'),
  cac: positive('cac').describe('Cost to acquire one customer'),
  currency,
});

export const marketSizeInput = z.object({
  potentialCustomers: count('potentialCustomers').min(1, 'potentialCustomers must be at least 1'),
  pricePerYear: positive('pricePerYear').describe('What one customer pays a year'),
  serviceableShare: fraction('serviceableShare').or(z.literal(1)).describe('Share you can serve (SAM ÷ TAM)'),
  obtainableShare: fraction('obtainableShare').or(z.literal(1)).describe('Share of SAM you can win (SOM ÷ SAM)'),
  currency,
});

export const DURATION_UNITS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export const convertInput = z.object({
  value: z.number({ error: 'value must be a number' }).min(-1e15).max(1e15),
  from: z.enum(DURATION_UNITS, { error: `from must be one of ${DURATION_UNITS.join(', ')}` }),
  to: z.enum(DURATION_UNITS, { error: `to must be one of ${DURATION_UNITS.join(', ')}` }),
  kind: z.enum(['duration', 'rate']).optional().describe('duration: 3 months in weeks; rate: $30 per month per year (default duration)'),
  exchangeRate: positive('exchangeRate').optional().describe('Currency units of the answer per unit of the value, e.g. 0.92 USD→EUR'),
});

/** Every tool by name: its input schema and what it is for, as the model and the API describe it. */
export const TOOL_INPUTS = {
  sample_size: {
    input: sampleSizeInput,
    description:
      'Users per arm for an A/B test of two conversion rates (two proportions, normal approximation). Defaults: power 0.8, alpha 0.05, two-sided.',
  },
  significance: {
    input: significanceInput,
    description:
      'Whether an observed A/B (or before/after) result is significant, from the counts: two-proportion z-test p-value, relative lift and the 95 % interval of the difference.',
  },
  price_change: {
    input: priceChangeInput,
    description:
      'What a price change does to revenue per period: revenue before, and after losing churnRate of the customers; the share of customers you can lose (or must gain) before revenue falls; with an elasticity, the loss it predicts and the revenue at that loss.',
  },
  rice: {
    input: riceInput,
    description: 'RICE scores (Reach × Impact × Confidence ÷ Effort) over a list of options, ranked.',
  },
  ice: { input: iceInput, description: 'ICE scores (Impact × Confidence × Ease, each 1–10) over a list of options, ranked.' },
  funnel: {
    input: funnelInput,
    description:
      'Step-by-step conversion of a funnel from its counts, the biggest drop, and what recovering some points at that drop is worth.',
  },
  cohort_retention: {
    input: cohortInput,
    description: 'Retention per period of one or more cohorts from counts, with the size-weighted average curve.',
  },
  ltv_cac_payback: {
    input: ltvInput,
    description: 'Customer lifetime value (revenue × margin ÷ churn), LTV:CAC ratio and CAC payback in months.',
  },
  market_size: {
    input: marketSizeInput,
    description: 'Bottom-up market size: TAM = customers × price a year, SAM = TAM × serviceable share, SOM = SAM × obtainable share.',
  },
  convert_units: {
    input: convertInput,
    description:
      'Converts a duration between units (3 months in weeks) or an amount per period to another period ($30 a month per year), optionally into another currency.',
  },
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export const TOOL_NAMES = Object.keys(TOOL_INPUTS) as ToolName[];
export type ToolInput<N extends ToolName> = z.output<(typeof TOOL_INPUTS)[N]['input']>;
export const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOL_INPUTS, name);

/** A tool's input fields in the order its schema declares them (a stored result's keys may come back reordered). */
export const inputFields = (name: string): string[] => (isToolName(name) ? Object.keys(TOOL_INPUTS[name].input.shape) : []);
