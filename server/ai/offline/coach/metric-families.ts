/** Metric families: for each kind of goal, a north star, two inputs and a guardrail with their definitions. */
export type Metric = { name: string; definition: string };
export type Family = { match: RegExp; north: Metric; inputs: [Metric, Metric]; guardrail: Metric };

export const FAMILIES: Family[] = [
  {
    match: /churn|retention|retain|cancel|renewal/i,
    north: { name: 'Monthly churn', definition: 'share of customers paying at the start of the month who cancel by its end' },
    inputs: [
      { name: 'Weekly core-action rate', definition: 'share of accounts doing the core action at least once a week' },
      { name: 'Save rate', definition: 'share of cancellation attempts that end in a pause, downgrade or stay' },
    ],
    guardrail: { name: 'Support tickets per 100 accounts', definition: 'so retention is not bought with friction or heavy discounts' },
  },
  {
    match: /onboard|activat|sign-?up|first (?:week|session|use)|setup|time to value/i,
    north: { name: 'Activation rate', definition: 'share of new sign-ups who reach the first valuable outcome within 7 days' },
    inputs: [
      { name: 'Setup completion', definition: 'share of sign-ups finishing every setup step' },
      { name: 'Time to first value', definition: 'median hours from sign-up to the first valuable outcome' },
    ],
    guardrail: { name: 'Week-4 retention of activated users', definition: 'so activation is not inflated by shallow first actions' },
  },
  {
    match: /convert|conversion|checkout|purchase|trial|upgrade|paid plan|pricing|monetis|monetiz|revenue|mrr|arr/i,
    north: { name: 'Trial-to-paid conversion', definition: 'share of trials that become paying within 30 days' },
    inputs: [
      { name: 'Checkout start rate', definition: 'share of trial users who open the upgrade or checkout page' },
      { name: 'Checkout completion', definition: 'share of started checkouts that end in a payment' },
    ],
    guardrail: { name: 'Refund rate within 30 days', definition: 'so conversion does not come from people who regret paying' },
  },
  {
    match: /complet|drop-?off|abandon|funnel|finish|flow/i,
    north: { name: 'Flow completion rate', definition: 'share of people who start the flow and finish it in the same session' },
    inputs: [
      { name: 'Drop-off at the worst step', definition: 'share of people who leave at the step that loses the most today' },
      { name: 'Time to complete', definition: 'median time from the first step to the last' },
    ],
    guardrail: { name: 'Errors and support contacts per 100 completions', definition: 'so a shorter flow does not cause mistakes' },
  },
  {
    match:
      /\b(?:paid|paying) (?:[a-z]+ )?[a-z]+s\b|\bnew (?:accounts|customers|teams|subscribers|users|seats)\b|\b(?:grow|acquire|acquisition|win|reach|hit|add|sign)\b.*\b\d[\d,.]*k?\s+(?:new |active |paid |paying )?(?:accounts|customers|teams|subscribers|users|stores|shops|clinics|schools|companies|businesses|seats|members)\b/i,
    north: { name: 'Paying accounts', definition: 'accounts on a paid plan at the end of each week' },
    inputs: [
      { name: 'New paying accounts per week', definition: 'accounts that start paying that week' },
      { name: 'Trial-to-paid conversion', definition: 'share of trials that become paying within 30 days' },
    ],
    guardrail: { name: 'Monthly churn of paying accounts', definition: 'so growth is not bought with customers who leave' },
  },
  {
    // About being paid: "late" alone (late reorders, late deliveries) is not a payment problem.
    match:
      /invoic|payments?\b|\bunpaid|\boverdue|\bpa(?:y|ys|id|ying) (?:us |me )?late\b|\blate pay|\bon[- ]time pay|collect\w* (?:cash|payments?|money)|cash ?flow/i,
    north: { name: 'On-time payment rate', definition: 'share of invoices paid by their due date' },
    inputs: [
      { name: 'Reminder coverage', definition: 'share of due invoices that got a reminder before the due date' },
      { name: 'Days to payment', definition: 'median days from invoice sent to paid' },
    ],
    guardrail: { name: 'Client complaint or unsubscribe rate', definition: 'so reminders do not damage client relationships' },
  },
  {
    match: /slow|time|manual|faster|hours|minutes|effort|productiv|automat/i,
    north: { name: 'Median time to complete the task', definition: 'minutes from starting the task to finishing it, per user' },
    inputs: [
      { name: 'Task completion rate', definition: 'share of started tasks finished without help' },
      { name: 'Automated share', definition: 'share of tasks done with the new feature rather than by hand' },
    ],
    guardrail: { name: 'Error or redo rate', definition: 'so speed does not cost accuracy' },
  },
  {
    match: /support|tickets?|complain|confus|error|bug/i,
    north: { name: 'Tickets per 100 active accounts', definition: 'support tickets about this area per 100 active accounts a week' },
    inputs: [
      { name: 'Self-serve resolution', definition: 'share of help-centre visits not followed by a ticket within 24 h' },
      { name: 'Task success', definition: 'share of users finishing the flow on the first try' },
    ],
    guardrail: { name: 'CSAT on resolved tickets', definition: 'so fewer tickets does not mean worse help' },
  },
];

export const GENERIC: Family = {
  match: /./,
  north: { name: 'Weekly active users of the feature', definition: 'users who get the feature’s main outcome at least once a week' },
  inputs: [
    { name: 'Adoption', definition: 'share of eligible users who try it within 30 days of launch' },
    { name: 'Repeat use', definition: 'share of adopters who use it again the following week' },
  ],
  guardrail: { name: 'Core-flow completion', definition: 'so the new feature does not slow down what users already do' },
};
