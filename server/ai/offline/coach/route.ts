/** Routes a message on what it asks: each kind of question has its own answer. */
import type { Answer } from './answer';
import type { Conversation } from './conversation';
import { figures } from '../coach-facts';
import { answerNonGoals, answerRiskiest, answerRisks } from './assumptions';
import { answerDesign } from './design-chat';
import { answerExperiment, answerRateAgainstBar } from './experiment';
import { answerPercentRise, answerPriceChange, answerSignificance, proposesPrice, ratesOfATest } from './computed';
import { readArms } from '../reading/read-arms';
import { answerRatePer } from './rate-per';
import { answerGap, answerMvp, answerPricing } from './strategy';
import { answerRevision } from './revision';
import { answerStakeholders, ASKS_STAKEHOLDERS } from './stakeholders';
import { answerOkrs, ASKS_OKRS } from './okrs';
import { answerMemo, ASKS_MEMO } from './memo';
import { answerUnitEconomics, readsAsUnitEconomics } from './economics';
import { answerChurnLevel, readsAsChurnLevel } from './churn';
import { answerFunnel, ASKS_FUNNEL, writesChain } from './funnel';
import { answerCohorts, readsAsCohort } from './cohort';
import { answerCountPair, answerRatePair, answerSegments, readCountPair, readRatePair, readsAsSegments } from './segments';
import { answerMarketSize, asksMarket } from './market';
import { answerRewrite, asksRewrite } from './document-rewrite';
import { answerDocumentNonGoals } from './document-non-goals';
import { answerDocumentTimeline, ASKS_TIMELINE } from './document-timeline';
import { answerCompetitors, answerSynthesis, ASKS_COMPETITORS, ASKS_SYNTHESIS } from './synthesis';
import { answerFlow } from './flow';
import { answerKickoff, answerPlan } from './kickoff';
import { answerMetrics } from './metrics';
import { answerRollout, answerSegment } from './launch';
import { answerInterviews, answerRequirementsSection } from './discovery';
import { answerPrioritise } from './prioritise';
import { answerSituation, asksSituation } from './situations';
import { answerRequests } from './requests';
import { answerTriage, ASKS_TRIAGE } from './triage';
import { labelledOptions } from './options';
import { answerTradeOff } from './trade-off';
import { answerBeforeAfter, readsBeforeAfter } from './before-after';
import { answerAcceptance, answerPrdSection, answerStories } from './requirements';
import { answerSampleSize } from './sample-size';
import { answerSizing, sizingMethod } from './sizing';
import { answerRateChange } from './rate-change';
import { answerSummary } from './recap';
import { answerDraft, draftKind } from './drafts';
import { answerReview, looksLikeDocument } from './review';

const MARKET_LEVELS = /\b(TAM|SAM|SOM)s?\b/;

export type Route = { name: string; test: (c: Conversation, lower: string) => boolean; answer: (c: Conversation) => Answer | null };

const hasPercent = (text: string) => /\d\s?%|\bpercent\b/.test(text);
const countOf = (text: string) => (text.match(/\d[\d,.]*\s?(?:k\b)?/g) ?? []).length;
/** A rate the chat already holds ("Trial to paid: 57%"), as a baseline a sample size can start from. */
const baselineFigure = (c: Conversation) => {
  const f = figures(c.facts).find((x) => /%/.test(x.value));
  return f ? { rate: Number.parseFloat(f.value) / 100, name: f.name.toLowerCase() } : undefined;
};

const NON_GOALS =
  /\bnon[- ]?goals?\b|\bout of (?:the )?scope\b|\bnot in scope\b|\bwhat (?:should|shouldn'?t|do|don'?t|will|won'?t) (?:we|i) (?:not (?:build|do|include|ship)|leave out|cut|drop|skip|defer|postpone)|\b(?:leave|keep|cut|push) (?:\w+ )?out of (?:v1|the mvp|the first)|\bwhat (?:can|could) (?:we|i) (?:cut|drop|skip|defer)\b|\bwhat (?:are we|we are|we're) not (?:doing|building)\b/;

/** In order: the first route whose test passes and whose answer is not null answers. */
export const ROUTES: Route[] = [
  { name: 'kickoff', test: (c) => c.guidedSummary, answer: answerKickoff },
  { name: 'review', test: (c) => looksLikeDocument(c.text), answer: answerReview },
  { name: 'situation', test: (c) => asksSituation(c.text), answer: answerSituation },
  { name: 'funnel', test: (c, l) => ASKS_FUNNEL.test(l) || writesChain(c.text), answer: answerFunnel },
  { name: 'segments', test: (c) => readsAsSegments(c.text), answer: answerSegments },
  { name: 'cohort', test: (c) => readsAsCohort(c.text), answer: answerCohorts },
  { name: 'market-size', test: (c) => asksMarket(c.text), answer: answerMarketSize },
  { name: 'unit-economics', test: (c) => readsAsUnitEconomics(c.text), answer: answerUnitEconomics },
  { name: 'churn-level', test: (c) => readsAsChurnLevel(c.text), answer: answerChurnLevel },
  { name: 'memo', test: (_, l) => ASKS_MEMO.test(l), answer: answerMemo },
  { name: 'okrs', test: (_, l) => ASKS_OKRS.test(l), answer: answerOkrs },
  { name: 'synthesis', test: (_, l) => ASKS_SYNTHESIS.test(l), answer: answerSynthesis },
  { name: 'competitors', test: (_, l) => ASKS_COMPETITORS.test(l), answer: answerCompetitors },
  { name: 'stakeholders', test: (c, l) => Boolean(c.documentText?.trim()) && ASKS_STAKEHOLDERS.test(l), answer: answerStakeholders },
  { name: 'document-non-goals', test: (c, l) => Boolean(c.documentText?.trim()) && NON_GOALS.test(l), answer: answerDocumentNonGoals },
  { name: 'document-timeline', test: (c, l) => Boolean(c.documentText?.trim()) && ASKS_TIMELINE.test(l), answer: answerDocumentTimeline },
  {
    name: 'document-rewrite',
    test: (c, l) => Boolean(c.documentText?.trim()) && asksRewrite(l, c.documentText ?? ''),
    answer: answerRewrite,
  },
  {
    name: 'before-after',
    test: (c) => readArms(c.text).groups.length < 2 && readsBeforeAfter(c.text),
    answer: answerBeforeAfter,
  },
  {
    name: 'significance',
    test: (c, l) =>
      readArms(c.text).groups.length >= 2 ||
      ratesOfATest(c.text) ||
      (/\bsignifican\w*|p[- ]?value\b/.test(l) && !/\b(sample size|how many|per (arm|variant|group)|how long)\b/.test(l)),
    answer: answerSignificance,
  },
  {
    name: 'price-change',
    test: (c, l) => proposesPrice(c.text, l),
    answer: answerPriceChange,
  },
  { name: 'percent-rise', test: (c) => answerPercentRise(c) !== null, answer: answerPercentRise },
  {
    name: 'sample-size',
    test: (_, l) =>
      /\b(sample size|how many (users|visitors|people|participants|customers|sessions|signups|sign-ups|trials)|per (arm|variant|group)|statistical(ly)? significan|power(ed)?\b|detect\b|mde\b|a\/b|ab test|split test|how long (will|would|should|does|do) (the |this |a |an |my |our |we )?(test|experiment|run)|run time|runtime)/.test(
        l,
      ) &&
      hasPercent(l) &&
      !/\b(results?|came back|converted|clicked)\b.*\d.*\b(converted|clicked|signed up|started)\b/.test(l),
    answer: (c) => answerSampleSize(c, baselineFigure(c)),
  },
  {
    name: 'rate-pair',
    test: (c, l) => /\b(?:prioriti[sz]\w*|focus|which|where|should we|worth)\b/.test(l) && readRatePair(c.text) !== null,
    answer: answerRatePair,
  },
  { name: 'count-pair', test: (c) => readCountPair(c.text) !== null, answer: answerCountPair },
  {
    name: 'experiment',
    test: (_, l) =>
      countOf(l) >= 2 &&
      /\b(results?|we (got|saw|had|ran)|came back|clicked|clicks|converted|signed up|sign-?ups|out of|fake[- ]door|landing page|smoke test|pre-?orders?|what (do|does) (this|it|that|these) (tell|mean)|control|variant|pilot(ed)?|did (it|this|that) work|how did (it|we) do|is it working|completed|finished|replies|replied|kill (it|criteria)|ship\??)\b/.test(
        l,
      ),
    answer: (c) => answerRatePer(c) ?? answerExperiment(c) ?? answerRateAgainstBar(c),
  },
  {
    name: 'sizing',
    // TAM, SAM and SOM only as capitals: "Sam from sales" is a colleague, not a market.
    test: (c, l) =>
      /\b(size|sizing|market|how big|opportunity|worth|revenue potential|how much (revenue|money)|arr|mrr)\b/.test(l) ||
      MARKET_LEVELS.test(c.text),
    answer: (c) =>
      answerRateChange(c) ??
      answerSizing(c) ??
      (/\b(size|sizing|how big)\b/i.test(c.text) || MARKET_LEVELS.test(c.text) ? sizingMethod(c) : null),
  },
  {
    name: 'gap',
    test: (_, l) =>
      (l.match(/\d\s?%/g)?.length ?? 0) >= 2 &&
      /\b(want|target|goal|get (it )?to|reach|increase|improve|move|grow|raise|cut|reduce|lower|close the gap|industry|benchmark)\b/.test(
        l,
      ) &&
      !/\b(vs|versus|sample|per arm|how many)\b/.test(l),
    answer: answerGap,
  },
  {
    name: 'pricing',
    test: (_, l) =>
      /\b(how (should|do|would|can) (we|i) (price|charge)|how much (should|could|can|to) (we|i)? ?charge|pricing (model|strategy|tiers?|plan)|price (it|this|point)|what (should|to) (we|i) charge|willingness to pay|monetis\w*|monetiz\w*|enough (pain )?to pay|(would|will) (they|people|customers|users) pay|pay for (it|this))\b/.test(
        l,
      ),
    answer: answerPricing,
  },
  { name: 'non-goals', test: (_, l) => NON_GOALS.test(l), answer: answerNonGoals },
  {
    name: 'mvp',
    test: (_, l) => /\b(mvp|minimum viable|smallest (version|thing)|first (version|release)|v1)\b/.test(l),
    answer: answerMvp,
  },
  {
    name: 'summary',
    test: (_, l) => /\b(summari[sz]e|summary|recap|tl;?dr|where are we|what have we (covered|decided|got))\b/.test(l),
    answer: answerSummary,
  },
  { name: 'triage', test: (_, l) => ASKS_TRIAGE.test(l), answer: answerTriage },
  {
    name: 'prioritise',
    test: (c, l) =>
      labelledOptions(c.text).length >= 2 ||
      (!/\b(compare us|us vs|us versus|competitors?)\b/.test(l) &&
        /\b(prioriti[sz]\w*|rank|rice|ice score|which (one|feature|option|should|first)|what should (we|i) (build|do|ship|tackle) first|build first|do first|first:|versus|vs\.?)\b|\bor\b.*\bfirst\b/.test(
          l,
        )),
    answer: (c) => answerTradeOff(labelledOptions(c.text)) ?? answerRequests(c) ?? answerPrioritise(c),
  },
  {
    name: 'acceptance',
    test: (_, l) => /\b(acceptance criteri\w*|given[ /,]+when|definition of done|how (do|will) we know (it'?s|it is) done)\b/.test(l),
    answer: answerAcceptance,
  },
  { name: 'stories', test: (_, l) => /\buser stor(y|ies)\b|\bjobs?[- ]to[- ]be[- ]done\b/.test(l), answer: answerStories },
  {
    name: 'requirements-section',
    test: (_, l) =>
      /\b(write|draft|create|give|add|need|fill|help|list)\b.*\b(functional )?requirements\b/.test(l) && !/\bacceptance\b/.test(l),
    answer: answerRequirementsSection,
  },
  {
    name: 'interviews',
    test: (_, l) =>
      /\binterview (questions|script|guide)\b|\bquestions (should|to|do|can) (i|we) ask\b|\bwhat (should|do) (i|we) ask\b|\b(customer|user|discovery|problem) interviews?\b/.test(
        l,
      ),
    answer: answerInterviews,
  },
  {
    name: 'prd-section',
    test: (_, l) =>
      (/\bsection\b/.test(l) && /\b(write|draft|create|give|add|need|fill|help)\b/.test(l)) ||
      /\b(write|draft|rewrite|improve|better)\b.*\bproblem statement\b/.test(l),
    answer: answerPrdSection,
  },
  {
    name: 'riskiest',
    test: (_, l) =>
      /\b(riskiest|assumptions?|cheapest (test|way)|how (do|can|should) (i|we) (test|validate)|validate (this|it|the idea)|what should (i|we) test)\b/.test(
        l,
      ),
    answer: answerRiskiest,
  },
  { name: 'risks', test: (_, l) => /\b(risks?|mitigat\w*|what could go wrong|downsides?|pitfalls?)\b/.test(l), answer: answerRisks },
  {
    name: 'metrics',
    test: (_, l) =>
      /\b(metrics?|kpis?|north[- ]star|measure (success|it|this|impact)|how (do|will|would|should) (we|i) (know|measure|track)|success look like|okrs?|what to track)\b/.test(
        l,
      ),
    answer: answerMetrics,
  },
  {
    name: 'rollout',
    test: (_, l) =>
      /\b(roll ?(it |this )?out|rollout|launch plan|release plan|go[- ]to[- ]market|gtm|how (should|do|would|can) (we|i) (launch|release|ship) (it|this)|phased (launch|release)|beta)\b/.test(
        l,
      ),
    answer: answerRollout,
  },
  {
    name: 'segment',
    test: (_, l) =>
      /\b(who should (we|i) (target|focus on|sell to|build for)|which (segment|customers?|users?|market) (first|should)|target (segment|first)|beachhead|ideal customer|icp)\b/.test(
        l,
      ),
    answer: answerSegment,
  },
  { name: 'draft', test: (c) => draftKind(c.text) !== null, answer: answerDraft },
  {
    name: 'plan',
    test: (_, l) =>
      /\b(what'?s the plan|make a plan|a plan\b|next steps?|what (should|do) (i|we) do (next|now)|where do (i|we) go from here|how (do|should) (i|we) (start|proceed))\b/.test(
        l,
      ),
    answer: answerPlan,
  },
  { name: 'design', test: (c) => c.design !== undefined, answer: answerDesign },
  {
    name: 'revision',
    test: (c, l) =>
      (c.journey === 'enhance' || Boolean(c.documentText?.trim())) &&
      /\b(fix|improve|first|weak\w*|gaps?|missing|stronger|sign-?off|how (is|does) (it|this) look\w*|score|feedback on)\b/.test(l),
    answer: answerRevision,
  },
  {
    name: 'flow',
    test: (c, l) =>
      c.journey === 'design' &&
      /\b(change|fix|improve|redesign|start|first|priorit\w*|what would you|simplif\w*|drop-?off|friction)\b/.test(l),
    answer: answerFlow,
  },
];
