/**
 * "Draft the non-goals" in the document panel: what the document's own text already puts out of scope
 * (excluded platforms, later phases, "only" in a first release), each as a non-goal with the line it
 * comes from. A document that says nothing of scope gets the usual candidates from the other answer.
 */
import { blocks, type Answer } from './answer';
import type { Conversation } from './conversation';
import { sectionsOf } from './document-sections';
import { quote, splitSentences } from '../document-text';

type NonGoal = { what: string; line: string; section: string };

const OUT_OF_SCOPE =
  /\s+(?:is|are|remains?|stays?)\s+(?:out of (?:the )?scope|not in scope|excluded|not included|not supported|deferred)\b/i;
const LATER =
  /\s+(?:comes?|will come|arrives?|ships?|are planned|is planned|follows?|waits?)\s+(?:in|for|with)\s+(phase [2-9]|v[2-9]|a later (?:phase|release)|the next (?:phase|release)|later)\b/i;
const WONT =
  /\b(?:we )?(?:will not|won't|do not|don't|does not|doesn't)\s+(?:support|include|cover|build|ship|offer|handle)\s+(.+?)(?:\s+(?:in|for) (?:this|the first|v1|phase 1)\b.*)?$/i;
const ONLY =
  /\b(phase 1|v1|the first release|the mvp|launch|this release)\b.*?\b(?:covers|supports|includes|is for|targets)\s+(.+?)\s+only\b|\b(?:only|just)\s+(.+?)\s+(?:in|for|at)\s+(phase 1|v1|launch|the first release|the mvp)\b/i;

/** One sentence as a non-goal, when it states one. */
function nonGoalOf(sentence: string): string | undefined {
  const s = sentence.replace(/[.;]+$/, '');
  const out = OUT_OF_SCOPE.exec(s);
  if (out) {
    const when = /^\s*((?:for|in|until|during) (?:the )?[\w -]{2,30})$/i.exec(s.slice(out.index + out[0].length))?.[1];
    return `${s.slice(0, out.index).trim()}${when ? ` (${when})` : ''}`;
  }
  const later = LATER.exec(s);
  if (later) return `${s.slice(0, later.index).trim()} (${later[1]})`;
  const wont = WONT.exec(s);
  if (wont?.[1]) return wont[1].replace(/^(?:the|any)\s+/i, '').trim();
  const only = ONLY.exec(s);
  if (only) return `Anything beyond ${only[2] ?? only[3]} in ${only[1] ?? only[4]}`;
  return undefined;
}

/** Capitalised unless its first word is written with capitals inside ("iOS"). */
const capital = (s: string) => (/^\S*[A-Z]/.test(s.slice(1)) && /^[a-z]/.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

export function answerDocumentNonGoals(c: Conversation): Answer | null {
  const doc = c.documentText?.trim();
  if (!doc) return null;
  const found: NonGoal[] = [];
  for (const section of sectionsOf(doc))
    for (const raw of section.lines)
      for (const line of splitSentences(raw.replace(/^[-*]\s+/, ''))) {
        const what = nonGoalOf(line);
        if (what && what.length > 2 && !found.some((f) => f.what === what))
          found.push({ what: capital(what), line, section: section.heading });
      }
  if (found.length === 0) return boundaryNonGoals(doc);
  return {
    kind: 'non-goals',
    claim: `${found.length} non-goals from the document`,
    text: blocks(
      `**Non-goals, drawn from what your document already rules out** (paste under “Non-goals”):`,
      found.map((f) => `- **${f.what}.** ${f.section}: “${quote(f.line, 140)}”`),
      'Each one is a decision a reviewer might challenge, so say why next to it (the cost, the risk, or what it waits for). If something here is only delayed, give the phase or date so nobody reads it as never.',
    ),
    why: found.map((f) => `the ${f.section} section says “${quote(f.line, 80)}”`),
  };
}

/**
 * With no exclusion written down, the edges the document draws by what it says: a pilot's size, a
 * nightly job, the tool the problem lives in today. Each becomes the non-goal just past that edge.
 */
const EDGES: { pattern: RegExp; nonGoal: (m: RegExpExecArray) => string }[] = [
  {
    pattern: /\b(\d[\d,]*)\s+(pilot|beta|trial)\s+(\p{L}[\p{L}-]{2,})/iu,
    nonGoal: (m) => `Rollout beyond the ${m[1]} ${m[2]?.toLowerCase()} ${m[3]}: the ${m[2]?.toLowerCase()} has to prove the goal first`,
  },
  {
    pattern: /\b(pilot|beta|trial)\b[^.]*?\b(\d[\d,]*)\s+(?!(?:days?|weeks?|months?|years?|hours?|percent)\b)(\p{L}[\p{L}-]{2,})/iu,
    nonGoal: (m) => `Rollout beyond the ${m[2]} ${m[1]?.toLowerCase()} ${m[3]}: the ${m[1]?.toLowerCase()} has to prove the goal first`,
  },
  {
    pattern:
      /\b(sync\w*|export\w*|import\w*|update\w*|report\w*|refresh\w*)\b[^.]*?\b(nightly|daily|weekly|hourly|once a day)\b|\b(nightly|daily|weekly|hourly)\s+(sync|export|import|update|report|refresh)/i,
    nonGoal: (m) =>
      `Real-time ${(m[1] ?? m[4] ?? 'sync').replace(/(?:s|ed|ing)$/, '')}: ${m[2] ?? m[3]} is what the requirements ask, and real time costs more to build and run`,
  },
  {
    pattern:
      /\b(?:over|on|in|via|through|by)\s+(WhatsApp|Slack|Teams|e-?mail|text|SMS|spreadsheets?|Excel|Google Sheets|paper|phone|Telegram)\b/i,
    nonGoal: (m) => `Replacing ${m[1]} for everything else: this takes one job out of it, not the conversations people have there`,
  },
];

function boundaryNonGoals(doc: string): Answer | null {
  const lines = doc.split('\n').flatMap((l) => splitSentences(l.replace(/^\s*(?:[-*]|\d+[.)])\s+/, '')));
  const found: { what: string; line: string }[] = [];
  for (const edge of EDGES) {
    for (const line of lines) {
      const m = edge.pattern.exec(line);
      if (m && !found.some((f) => f.what.split(' ')[0] === edge.nonGoal(m).split(' ')[0])) {
        found.push({ what: edge.nonGoal(m), line });
        break;
      }
    }
  }
  if (found.length === 0) return null;
  return {
    kind: 'non-goals',
    claim: `${found.length} non-goals from the edges the document draws`,
    text: blocks(
      `**Non-goals, from the edges your document already draws** (paste under “Non-goals”):`,
      found.map((f) => `- **${f.what}.** From: “${quote(f.line, 120)}”`),
      'Each one is a decision a reviewer might challenge: keep the reason next to it, and if one is only delayed, give the phase or date so nobody reads it as never.',
    ),
    why: found.map((f) => `the document says “${quote(f.line, 80)}”`),
  };
}
