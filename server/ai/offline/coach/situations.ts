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
  {
    name: 'everything is a priority',
    asks: /\beverything\b[\s\S]{0,40}\b(?:p0|priority|urgent|important|top)\b|\ball (?:of them|our \w+) (?:are|is) (?:p0|priorit\w*|urgent)/i,
    answer: () =>
      blocks(
        '**When everything is P0, nothing is: rank against one goal, and force a strict order, not tiers.**',
        [
          '- **Pick the one goal for this quarter** (the metric leadership will judge you on). Anything that does not move it drops a level, however loud its owner.',
          '- **Rank, don’t bucket:** a numbered list of one to N, where no two items share a place. Tiers let everything stay at the top; an order makes the trade-offs visible.',
          '- **Show the cut line:** what fits in the team’s capacity sits above it, the rest below. Stakeholders then argue about the line, with the cost of each swap in view.',
        ],
        '**Recommendation:** bring the ranked list and the cut line to the stakeholders together, and ask them to swap, not add. The trade-off: some of them hear “not this quarter”, in exchange for a team that finishes things.',
        '**One question:** what is the one metric this quarter will be judged on?',
      ),
  },
  {
    name: 'killing a feature',
    asks: /\b(?:kill\w*|sunset\w*|remov\w*|deprecat\w*|retir\w*|shut\w* down)\b[\s\S]{0,40}\b(?:feature|product|module|functionality)\b/i,
    answer: () =>
      blocks(
        '**Kill it when it costs more to keep than it brings, and nobody depends on it for something they cannot do elsewhere.** Low usage alone is not enough: a feature used once a year by your biggest customers can matter.',
        [
          '- **Check who uses it, not how many:** list the accounts that used it in the last 90 days with their revenue, and what they used it for.',
          '- **Count what it costs:** bugs, support tickets, slower releases, complexity in the code and the interface that every new user sees.',
          '- **Retire it in steps:** hide it for new users first, tell current users with a date and an alternative, then remove it. Watch support and churn for those accounts.',
        ],
        '**Recommendation:** if the usage list is short and holds no key account, announce the date and remove it. The trade-off: a few unhappy users, in exchange for a simpler product and team.',
        '**One question:** which accounts used it in the last 90 days, and how much revenue do they bring?',
      ),
  },
  {
    name: 'a pivot',
    asks: /\bpivot\w*\b|\bgrowth (?:has been |is |was )?(?:flat|stalled|stuck)\b|\bplateau\w*\b/i,
    answer: () =>
      blocks(
        '**Don’t decide on a pivot from flat growth alone: first find whether the problem is retention, acquisition or the market, because each has a different fix and only one of them calls for a pivot.**',
        [
          '- **Look at retention by cohort:** if the people who start keep using it, the product works and the problem is reaching more of them (acquisition, positioning), not the product.',
          '- **If retention falls to zero,** the product does not solve a problem people keep having: that is the case for a pivot, towards the segment or use case where some people did stay.',
          '- **Talk to the customers who stayed and those who left:** what the stayers use it for is often the pivot, already proven in your own data.',
        ],
        '**Recommendation:** give yourself four weeks to answer those questions with data and ten interviews, then decide. The trade-off: a month more on the current path, in exchange for a pivot (or not) based on evidence rather than fatigue.',
        '**One question:** of the people who started using the product three months ago, how many still use it today?',
      ),
  },
  {
    name: 'engineers and customers',
    asks: /\b(?:engineers?|developers?|devs?|the team)\b[\s\S]{0,40}\b(?:care about|understand|empath\w*|closer to|talk to)\b[\s\S]{0,30}\b(?:customers?|users?)\b/i,
    answer: () =>
      blocks(
        '**Put engineers in front of customers, regularly and cheaply: people care about problems they have seen, not ones they were told about.**',
        [
          '- **Bring an engineer to every other customer interview** (listening, not selling) and share a two-line summary with the team after each.',
          '- **Rotate support duty:** a few hours a month answering tickets shows where the product hurts better than any deck.',
          '- **Share outcomes, not only output:** when a release ships, show what it changed for users (a metric, a quote) in the next stand-up or demo.',
        ],
        '**Recommendation:** start with one engineer per interview for a month and ask the team afterwards what they would change. The trade-off: a few hours of engineering time a month, in exchange for decisions made closer to the customer.',
        '**One question:** when did an engineer on the team last watch a customer use the product?',
      ),
  },
  {
    name: 'onboarding that confuses',
    asks: /\bonboarding\b[\s\S]{0,40}\b(?:confus\w*|broken|bad|unclear|hard|overwhelm\w*|where (?:do|should) (?:i|we) start)\b/i,
    answer: () =>
      blocks(
        '**Start from the one action that makes a new user stay, and cut everything in onboarding that does not lead to it.**',
        [
          '- **Find the action:** compare users who are still active after a month with those who left; the action the stayers did in their first days (created a project, invited a teammate, connected data) is the target.',
          '- **Watch five new users try it** (a recording or a call): where they hesitate is where to start, and it is rarely where the team expects.',
          '- **Measure each step:** the share of sign-ups that reach each step of onboarding shows the biggest drop; fix that step first.',
        ],
        '**Recommendation:** one change at a time at the biggest drop, measured on new sign-ups. The trade-off: a slower redesign, in exchange for knowing which change worked.',
        '**One question:** what does a new user have to do to get their first real result?',
      ),
  },
  {
    name: 'sign-ups who never come back',
    asks: /\b(?:sign(?:s|ed)? ?up|register\w*|install\w*)\b[\s\S]{0,40}\b(?:never (?:come|came) back|don'?t come back|don'?t return|never return\w*|disappear|one and done|churn after)\b/i,
    answer: () =>
      blocks(
        '**Find out whether they never reached the value or reached it and did not need it again: the first is an onboarding problem, the second a product or audience one.**',
        [
          '- **Split them by what they did in the first session:** those who never got to a first result, and those who did. Most of the fix sits with the larger group.',
          '- **Ask them:** a one-question e-mail to recent sign-ups who left (“what were you hoping to do?”) gets honest answers and shows whether they were the right audience at all.',
          '- **Check where they came from:** a channel that brings many sign-ups who leave at once may be bringing the wrong people, and the fix is there, not in the product.',
        ],
        '**Recommendation:** fix the first session for the people who came for the right reason; stop paying for channels whose sign-ups never return. The trade-off: fewer sign-ups on the chart, in exchange for more that stay.',
        '**One question:** what share of new sign-ups get to their first real result in the first session?',
      ),
  },
  {
    name: 'writing a problem statement',
    asks: /\bhow (?:do|should|can) (?:i|we) write (?:a |the )?(?:good |great |strong )?problem statement\b|\bwhat makes a (?:good|great|strong) problem statement\b/i,
    answer: () =>
      blocks(
        '**A good problem statement says who has the problem, what it costs them, how often, and how you know, without naming the solution.**',
        [
          '- **Who:** one specific group (“accounts payable clerks at firms of 50–500 people”), not “users”.',
          '- **What it costs:** time, money or risk, in their terms (“three hours every month-end chasing approvals”).',
          '- **How often and how many:** the frequency and how many people have it, so the size of the prize is clear.',
          '- **Evidence:** tickets, interviews, data; a problem nobody can point to is an assumption.',
          '- **No solution:** “they lack a dashboard” is a solution in disguise; “they cannot see which invoices are late” is the problem.',
        ],
        'For example: “Clinic managers at independent vet practices spend about two hours a week rescheduling missed appointments by phone; 14 of 20 we interviewed named it their most annoying task.”',
        '**One question:** who exactly has the problem you want to write about?',
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

/** A request for an artefact (a memo, a draft, a table) is answered by the artefact, even about one of these situations. */
const ARTEFACT = /\b(?:memo|draft|okrs?|one-?pager|table|e-?mail|announcement)\b/i;

export const asksSituation = (text: string) =>
  (!ARTEFACT.test(text) && /\bdau\s*\/\s*mau\b|\bstickiness\b/i.test(text)) ||
  (workable(text).length < 2 && SITUATIONS.some((s) => s.asks.test(text)));

export function answerSituation(c: Conversation): Answer | null {
  const sticky = stickiness(c);
  if (sticky) return { kind: 'statement', claim: 'stickiness read', text: sticky };
  if (workable(c.text).length >= 2 || ARTEFACT.test(c.text)) return null;
  const situation = SITUATIONS.find((s) => s.asks.test(c.text));
  return situation ? { kind: 'statement', claim: situation.name, text: situation.answer(c) } : null;
}
