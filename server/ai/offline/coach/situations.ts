/**
 * Situations a CPO is asked about that carry no numbers to work out: a senior stakeholder's pet
 * feature, sales promising roadmap, build or buy, tech debt, missed sprints, a free tier, an estimate
 * in dispute, stickiness. Each answer leads with what to do, gives the reasoning a senior PM would,
 * ends with the trade-off it accepts and asks at most one question. One registry, one entry each.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { figuresIn, normalised, num, share } from '../reading/figures';

type Situation = { name: string; asks: RegExp; answer: (c: Conversation) => string };

const SITUATIONS: Situation[] = [
  {
    name: 'a senior stakeholder’s feature',
    asks: /\b(?:say no|push back|pushback|disagree|convince)\b[\s\S]*\b(?:ceo|founder|cto|vp|exec\w*|boss|leadership|board|head of)\b|\b(?:ceo|founder|exec\w*|boss)\b[\s\S]*\b(?:wants|insists|pet (?:feature|project))\b/i,
    answer: () =>
      blocks(
        '**Don’t say no; say what it would cost and what would have to be true, and let the evidence decide.** A flat no to a CEO loses the argument and the trust; a yes that nobody asked for loses a quarter.',
        [
          '- **Find the goal behind the feature.** Ask what outcome they expect from it (a market, a deal, a competitor move). The goal is often right even when the feature is not, and there may be a cheaper way to it.',
          '- **Put it on the same scale as everything else.** Score it with the roadmap’s method (reach, impact, confidence, effort) next to what it would displace, and show the trade: “this means the onboarding fix ships in Q3, not Q2”.',
          '- **Offer the cheapest test of their belief.** A fake door, five customer calls, or a one-week spike. If customers want it, you build it with evidence; if not, the data says no, not you.',
        ],
        '**Recommendation:** go back with the goal, the trade-off and a two-week test, not with an opinion. The trade-off you accept: two weeks spent testing an idea you doubt, in exchange for a decision the CEO owns too.',
        '**One question:** what does the CEO expect the feature to change: a deal, a segment, or a competitor’s move?',
      ),
  },
  {
    name: 'sales promising features',
    asks: /\bsales\b[\s\S]*\b(?:promis\w*|commit\w*|sell\w* (?:features|things) (?:that|we)|custom (?:requests?|features?)|one-?offs?)\b|\b(?:promised|promising)\b[\s\S]*\b(?:customers?|deals?|prospects?)\b/i,
    answer: () =>
      blocks(
        '**Give sales a way to get a yes or a no fast, so they stop needing to promise.** Promises happen when the roadmap is opaque and the path to a decision is slow.',
        [
          '- **One intake, one owner, a weekly answer.** Every deal-driven request goes into one list with the deal size, the date and what the customer is trying to do; product answers within a week: yes with a date, no, or “not now” with the reason.',
          '- **Share what is committed and what is not.** A roadmap with confidence levels (committed, likely, exploring) lets sales sell the first, mention the second and never promise the third.',
          '- **Price the exceptions.** A feature promised to one deal is weighed by the revenue it carries against the roadmap it displaces; leadership signs off on anything that moves committed work.',
        ],
        '**Recommendation:** agree the rule with the head of sales and write it down: nothing outside “committed” is promised without product’s yes. The trade-off: a few deals move slower, in exchange for a roadmap that is not rewritten by the last call.',
        '**One question:** how many requests from deals came in last quarter, and how many were built?',
      ),
  },
  {
    name: 'build or buy',
    asks: /\b(?:build|make)\b[\s\S]{0,40}\b(?:or|vs\.?|versus)\b[\s\S]{0,20}\b(?:buy|use|license|integrate|pay for)\b|\bbuild (?:it )?(?:ourselves|in-house)\b|\bbuild vs\.? buy\b/i,
    answer: () =>
      blocks(
        '**Buy, unless it is what customers choose you for.** Build only what differentiates the product; everything else is a cost you maintain forever.',
        [
          '- **Is it the core?** If a customer would pick you because of it, own it. If they would never notice whose it is (analytics, auth, billing, email), buy it.',
          '- **Count the whole cost of building:** the first version, then maintenance, on-call, security and the features the vendor ships every quarter that you would have to match.',
          '- **Check the exit:** can you export your data and move if the vendor’s price or quality changes? Lock-in is the real price of buying.',
        ],
        '**Recommendation:** buy now, keep your data exportable, and revisit when the vendor blocks something customers ask for. The trade-off: a licence fee and less control, in exchange for engineers working on what only you can build.',
        '**One question:** would a customer ever choose you because of this part?',
      ),
  },
  {
    name: 'tech debt',
    asks: /\b(?:tech(?:nical)? debt|refactor\w*|legacy code|platform work|maintenance)\b/i,
    answer: () =>
      blocks(
        '**Reserve a fixed share of every sprint for it, commonly around 20%, and spend it on the debt that slows the roadmap, not on the debt that annoys.** A fixed share stops the fight every planning; tying it to the roadmap stops it becoming a hobby.',
        [
          '- **Make the cost visible:** for each debt item, what it slows or breaks (incidents, slower releases, features it blocks). Debt that costs nothing measurable can wait.',
          '- **Pay it down where you build next:** the cheapest time to fix a module is when a feature touches it anyway.',
          '- **Raise the share for a while when it bites:** repeated incidents or releases slowing down are the signal to spend a sprint or two mostly on it, with a goal (“deploys under 15 minutes”), then return to the baseline.',
        ],
        '**Recommendation:** agree the share with the engineering lead, review what it bought every quarter, and adjust. The trade-off: fewer features this quarter, in exchange for features that keep shipping at the same speed next year.',
        '**One question:** what is the debt slowing down today: releases, incidents, or a feature on the roadmap?',
      ),
  },
  {
    name: 'missed sprint goals',
    asks: /\b(?:miss\w*|slipp\w*|fail\w* to (?:hit|meet)|never (?:hit|meet|finish))\b[\s\S]*\b(?:sprint|deadlines?|commitments?|estimates?|goals?)\b/i,
    answer: () =>
      blocks(
        '**Commit to less, and find out where the time goes before changing the process.** Teams that always miss are usually planning at 100% of capacity for work that is never 100% known.',
        [
          '- **Look at the last three sprints:** what was planned, what was added mid-sprint, what carried over and why. Unplanned work (bugs, support, urgent asks) is the usual gap.',
          '- **Plan to about 70% of capacity** and keep the rest for what always arrives; make mid-sprint additions visible and swap something out for each.',
          '- **Cut stories smaller:** anything that cannot be finished in a few days hides its risk until the end.',
        ],
        '**Recommendation:** run one retro on those three sprints with the numbers in front of the team, then change one thing for two sprints and compare. The trade-off: less promised, in exchange for dates others can plan on.',
        '**One question:** in the last sprints, how much of the work was added after planning?',
      ),
  },
  {
    name: 'a free tier',
    asks: /\b(?:free tier|freemium|free plan|free version|free forever)\b/i,
    answer: () =>
      blocks(
        '**Add a free tier only if free users can get real value alone and some of them bring in paying ones; otherwise a time-limited trial sells better.**',
        [
          '- **It works when usage spreads:** collaboration or sharing products (a free user invites the team that pays), and products with low cost per free user.',
          '- **It hurts when the free tier is enough:** if most customers’ needs fit in it, you are giving the product away. The limit must sit where value grows (seats, projects, history), not where the product becomes usable.',
          '- **It costs more than it seems:** support, infrastructure, and a sales team chasing users who will never pay.',
        ],
        '**Recommendation:** test it on a slice of new sign-ups against the current trial and compare paid customers after 60–90 days, not sign-ups. The trade-off: slower revenue per sign-up, in exchange for a wider top of the funnel, if free users really convert.',
        '**One question:** does your product get more valuable when more people at the same company use it?',
      ),
  },
  {
    name: 'an estimate in dispute',
    asks: /\b(?:estimate|estimation)\b[\s\S]*\b(?:think|disagree|too (?:long|high|big)|should (?:be|take))\b|\bengineering says\b[\s\S]*\b(?:months?|weeks?)\b/i,
    answer: () =>
      blocks(
        '**Don’t argue the number; change the scope until the number fits, and let engineering own the estimate.** An estimate you push down is a date that slips later.',
        [
          '- **Ask what drives it:** which parts take the time, and which are uncertain. Often one requirement (an integration, a migration, an edge case) is most of it.',
          '- **Offer cuts, not pressure:** what would a first version that reaches the goal in your timeframe leave out? A smaller scope with a real date beats a full scope with a hopeful one.',
          '- **Buy certainty with a spike:** a few days on the riskiest part usually shrinks the range more than any debate.',
        ],
        '**Recommendation:** sit down with the engineering lead, list the requirements with a rough size each, and cut to your date together. The trade-off: less in the first release, in exchange for a date both of you believe.',
        '**One question:** which single requirement takes most of the estimate?',
      ),
  },
];

/** "DAU/MAU is 0.18": stickiness as days a month, from the PM's own ratio. */
function stickiness(c: Conversation): string | null {
  if (!/\bdau\s*\/\s*mau\b|\bstickiness\b/i.test(c.text)) return null;
  const f = figuresIn(normalised(c.text)).find((x) => x.kind === 'percent' || (x.kind === 'count' && x.value > 0 && x.value < 1));
  if (!f) return null;
  const ratio = f.kind === 'percent' ? f.value / 100 : f.value;
  return blocks(
    `**A DAU/MAU of ${num(ratio, 2)} means the average monthly user comes back about ${num(ratio * 30, 1)} days a month (${num(ratio, 2)} × 30).** Whether that is low depends on how often the job your product does comes up: a daily tool should be near daily, a weekly one cannot be.`,
    `**What I read:** DAU/MAU: ${share(ratio, 0)}.`,
    [
      '- **Compare with the job’s natural frequency,** not with social apps: a weekly planning tool at 0.18 is close to its ceiling; a daily messaging tool at 0.18 has a problem.',
      '- **Look at the distribution, not the average:** a few daily users and many who come once a month give the same ratio as everyone coming weekly, and need different fixes.',
      '- **Raise it by making the core action recur:** reminders tied to real events, content that changes, work that others in the team hand back.',
    ],
    '**Recommendation:** show investors the ratio for your most active segment and how it trends by cohort; then work on the segment whose frequency should be higher. The trade-off: a narrower story, in exchange for one that holds up under questions.',
    '**One question:** how often does a customer’s need for the product come up: every day, every week, or every month?',
  );
}

/** The figures that would make it a question to work out: durations ("3 months") do not count. */
const workable = (text: string) =>
  figuresIn(normalised(text)).filter((f) => !(f.kind === 'count' && /^(?:days?|weeks?|months?|quarters?|years?|sprints?)\b/.test(f.after)));

export const asksSituation = (text: string) =>
  /\bdau\s*\/\s*mau\b|\bstickiness\b/i.test(text) || (workable(text).length < 2 && SITUATIONS.some((s) => s.asks.test(text)));

export function answerSituation(c: Conversation): Answer | null {
  const sticky = stickiness(c);
  if (sticky) return { kind: 'statement', claim: 'stickiness read', text: sticky };
  if (workable(c.text).length >= 2) return null;
  const situation = SITUATIONS.find((s) => s.asks.test(c.text));
  return situation ? { kind: 'statement', claim: situation.name, text: situation.answer(c) } : null;
}
