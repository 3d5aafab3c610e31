/**
 * Unit economics from the PM's own figures, worked out with the toolbox: LTV, LTV:CAC and payback. Each answer shows what it
 * read; a figure it could not read for certain is asked for, never assumed.
 */
import { blocks, toolCall, type Answer } from './answer';
import type { Conversation } from './conversation';
import { ltvCacPayback } from '../../tools/ltv';
import { cash, counted, figuresIn, normalised, num, share, type Figure } from '../reading/figures';
import { askForMissing, readLine, type Reading } from '../reading/reading';

export const ASKS_UNIT_ECONOMICS = /\bltv\b|\bcac\b|\bpayback\b|\blifetime value\b|\bunit economics\b/i;

const ACQUIRES =
  /\b(?:cac|acquisition|acquire|cost per (?:customer|signup|sign-up|account)|to (?:land|win|sign up|bring in|acquire)|spend to (?:get|win|land)|per (?:closed |won |new |signed )(?:deal|customer|account|logo)|per (?:deal|logo))\b/i;
const LEAVES = /\b(?:churn\w*|cancel\w*|attrition|leave|leaves|leaving|quit|quits|drop off|drops off|lapse|lapses)\b/i;

/** Asked by name, or written as unit economics: what a customer costs to win, next to what they pay or how fast they leave. */
export const readsAsUnitEconomics = (text: string) => {
  if (ASKS_UNIT_ECONOMICS.test(text)) return true;
  const { input } = readEconomics(normalised(text));
  return input.cac !== undefined && (input.revenuePerCustomer !== undefined || input.churnRate !== undefined);
};

type Economics = { revenuePerCustomer: number; grossMargin: number; churnRate: number; cac: number };

/** CAC, revenue per customer a month, gross margin and monthly churn, each by the words naming it. */
function readEconomics(text: string): Reading<Economics> & { currency?: string } {
  const figures = figuresIn(text);
  const near = (f: Figure) => `${f.before.split(' ').slice(-3).join(' ')} | ${f.after.split(' ').slice(0, 3).join(' ')}`;
  // An acquisition cost is often named a few words earlier ("we acquire clinics for about £900 each").
  const wider = (f: Figure) => `${f.before.split(' ').slice(-5).join(' ')} | ${f.after.split(' ').slice(0, 3).join(' ')}`;
  const input: Partial<Economics> = {};
  const read: string[] = [];
  const assumed: string[] = [];
  const cac = figures.find((f) => f.kind === 'money' && ACQUIRES.test(wider(f)));
  if (cac) {
    input.cac = cac.value;
    read.push(`CAC: ${cash(cac.value, cac.currency)}`);
  }
  const revenue = figures.find(
    (f) =>
      f !== cac &&
      f.kind === 'money' &&
      !ACQUIRES.test(near(f)) &&
      (/\b(?:arpu|arpa|acv|arr|per (?:customer|account|user|seat)|revenue|contract value)\b/i.test(near(f)) || f.per !== undefined),
  );
  if (revenue) {
    const yearly = revenue.per === 'year' || /\b(?:annual|a year|per year|acv|arr)\b/i.test(near(revenue));
    input.revenuePerCustomer = yearly ? revenue.value / 12 : revenue.value;
    read.push(
      `revenue per customer: ${cash(revenue.value, revenue.currency)} a ${yearly ? 'year' : 'month'}${yearly ? ` (${cash(input.revenuePerCustomer, revenue.currency)} a month)` : ''}`,
    );
  }
  const margin = figures.find((f) => f.kind === 'percent' && /\bmargin\b/i.test(near(f)));
  if (margin) {
    input.grossMargin = margin.value / 100;
    read.push(`gross margin: ${share(input.grossMargin, 0)}`);
  }
  const churn = figures.find((f) => f.kind === 'percent' && LEAVES.test(near(f)));
  if (churn) {
    const annual = /\b(?:annual|yearly|a year|per year)\b/i.test(`${churn.before} ${churn.after}`) || churn.per === 'year';
    input.churnRate = annual ? 1 - (1 - churn.value / 100) ** (1 / 12) : churn.value / 100;
    read.push(`churn: ${share(churn.value / 100)} a ${annual ? `year (${share(input.churnRate, 2)} a month)` : 'month'}`);
    if (!annual && !/\b(?:monthly|a month|per month|each month|every month|\/mo)\b/i.test(`${churn.before} ${churn.after}`))
      assumed.push(`${share(churn.value / 100)} churn read as monthly`);
  }
  const sign = revenue?.currency ?? cac?.currency;
  const missing: Reading<Economics>['missing'] = [];
  if (input.cac === undefined) missing.push({ field: 'cac', ask: 'what it costs to acquire one customer (CAC)' });
  if (input.revenuePerCustomer === undefined) missing.push({ field: 'revenuePerCustomer', ask: 'what one customer pays a month' });
  if (input.grossMargin === undefined) missing.push({ field: 'grossMargin', ask: 'your gross margin' });
  if (input.churnRate === undefined) missing.push({ field: 'churnRate', ask: 'your monthly churn' });
  return { input, read, missing, assumed, currency: sign };
}

export function answerUnitEconomics(c: Conversation): Answer | null {
  const reading = readEconomics(normalised(c.text));
  if (reading.read.length === 0) return null;
  const { revenuePerCustomer, grossMargin, churnRate, cac } = reading.input;
  if (revenuePerCustomer === undefined || grossMargin === undefined || churnRate === undefined || cac === undefined) {
    return {
      kind: 'sizing',
      claim: 'need the missing figures',
      text: blocks('**I can work out LTV, LTV:CAC and payback once I have all four figures.**', readLine(reading), askForMissing(reading)),
    };
  }
  const { currency } = reading;
  const result = ltvCacPayback({ revenuePerCustomer, grossMargin, churnRate, cac, currency });
  const ratioOk = result.ltvToCac >= 3;
  const paybackOk = result.paybackMonths <= 12;
  const healthy = ratioOk && paybackOk;
  const figures = `LTV ${cash(result.ltv, currency)}, LTV:CAC ${num(result.ltvToCac, 1)}:1, payback in ${counted(result.paybackMonths, 'month', 1)}`;
  const judged = /\b(?:ok|okay|good|bad|healthy|fine|sustainable|work|working|viable|sound|are we|is this|is that)\b/i.test(c.text);
  const word = !judged ? '' : healthy ? 'Yes: ' : ratioOk || paybackOk ? 'Nearly: ' : 'Not yet: ';
  const bars = healthy
    ? 'That clears the usual bars (3:1 and under 12 months).'
    : ratioOk
      ? 'LTV:CAC clears 3:1, but payback is over the usual 12 months.'
      : paybackOk
        ? 'Payback is under 12 months, but LTV:CAC is under the usual 3:1.'
        : 'That misses both usual bars, 3:1 and payback under 12 months.';
  const verdict = `**${word}${figures}.** ${bars}`;
  // What gets the ratio to 3:1, one lever at a time: the churn it needs, or the CAC.
  const monthlyMargin = revenuePerCustomer * grossMargin;
  const churnFor3 = monthlyMargin / (3 * cac);
  const cacFor3 = result.ltv / 3;
  const levers = `To reach 3:1, monthly churn must fall from ${share(churnRate)} to ${share(churnFor3)}, or CAC from ${cash(cac, currency)} to ${cash(cacFor3, currency)}.`;
  return {
    kind: 'sizing',
    tools: [toolCall('ltv_cac_payback', result)],
    claim: healthy ? 'the unit economics work' : 'the unit economics need work',
    text: blocks(
      verdict,
      readLine(reading),
      result.steps.map((step) => `- ${step}`),
      healthy
        ? '**Recommendation:** you can spend more on acquisition while payback stays under 12 months; watch CAC as you scale, since it rises with each channel you add.'
        : `**Recommendation:** ${paybackOk ? 'raise LTV before spending more on acquisition' : 'shorten payback first: raise the price or the margin, or cut CAC'}. ${ratioOk ? '' : levers} ${churnRate > 0.03 ? 'Churn is the cheaper lever here: find why customers leave in their first months (cancellation reasons, usage before they leave) before buying more of them.' : 'Churn is already low, so CAC is the lever: shift spend to the channels whose customers cost least and stay longest.'}`.replace(
            / {2,}/g,
            ' ',
          ),
    ),
  };
}
