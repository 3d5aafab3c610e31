/** The subject a request names: "acceptance criteria for bulk export" is about "bulk export". */

const GENERIC =
  /^(?:it|this|that|these|those|them|us|me|my|our|the|a|an|one|now|me please|this product|our product|the product|the app|our app|this idea|the idea|this one|that one|the prd|a prd|my prd|our prd|the document|this document|everything|all|the team|the feature)$/i;
const AFTER =
  /\b(?:for|about|on|covering|around|regarding|of)\s+(?:the\s+|our\s+|a\s+|an\s+|my\s+|this\s+|new\s+)?([^.?!,;:\n]{2,80}?)(?=\s+(?:so that|because|using|with the|in (?:the|our|my) (?:prd|doc\w*)|please|for (?:the|our|my) (?:prd|team)|that|which)\b|[.?!,;:\n]|$)/gi;
/** Names of PRD sections: a request for "the risks section" names a section, not a subject. */
export const SECTION_NAMES =
  /^(?:problem(?: statement)?|background|context|goals?|non[- ]?goals?|out of scope|users?|personas?|user stor(?:y|ies)|stories|requirements?|success metrics?|metrics?|kpis?|success|scope|mvp|milestones?|timeline|rollout|launch|risks?(?: and mitigations)?|assumptions?|dependencies|open questions?|acceptance criteria)$/i;
const SECTION = /\b(?:the\s+|a\s+|an\s+)?([\w -]{2,40}?)\s+section\b/i;
const NOISE = /\b(?:section|the prd|our prd|a prd|prd|please|for me|for us|in detail)\b/gi;

const clean = (s: string) =>
  s
    .replace(NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|our|a|an|my)\s+/i, '');

/** The section a request names ("write the success metrics section" → "success metrics"). */
export function sectionName(text: string): string | undefined {
  if (/\bproblem statement\b/i.test(text)) return 'problem statement';
  const name = clean(
    SECTION.exec(text)?.[1]?.replace(/^.*?\b(?:write|draft|create|give me|add|do|make|fill in|need|improve|rewrite)\s+/i, '') ?? '',
  );
  return name || undefined;
}

/** The named subject of a request, or undefined when it names none (or only the product itself). */
export function requestSubject(text: string, productName?: string): string | undefined {
  const ok = (s: string | undefined) => {
    if (!s) return undefined;
    const c = clean(s);
    if (c.length < 2 || GENERIC.test(c) || SECTION_NAMES.test(c) || (productName && c.toLowerCase() === productName.toLowerCase()))
      return undefined;
    return c;
  };
  const listed = /\b(?:for|about|of|on)\s*:\s*([^\n]{3,120})/i
    .exec(text)?.[1]
    ?.split(/(?<=[.!?])\s/)[0]
    ?.replace(/[.!?]+$/, '');
  if (listed) return listed.trim();
  const section = ok(
    SECTION.exec(text)?.[1]?.replace(/^.*?\b(?:write|draft|create|give me|add|do|make|fill in|need|improve|rewrite)\s+/i, ''),
  );
  if (section) return section;
  for (const m of text.matchAll(AFTER)) {
    const found = ok(m[1]);
    if (found) return found;
  }
  return undefined;
}
