import { HANDOFF_LIMITS, type HandoffItem } from '../../../common/integrations';
import { blocksOf, type El, isEl, itemsOf, nestedLists, ownText, parseHtml, rowsOf, textOf } from './html-blocks';

/** A heading that opens the requirements: user stories, (functional) requirements, features, use cases. */
const REQUIREMENTS_HEADING =
  /\b(user stor(y|ies)|stories|requirements?|features?|use cases?|capabilities|jobs to be done|backlog|epics?|scope)\b/i;
/** A heading of what will not be built, though it names features or scope. */
const NOT_BUILT_HEADING = /\b(out of scope|not in scope|non-?goals?|won'?t (do|build|have))\b/i;
/** A heading, paragraph or cell that introduces acceptance criteria. */
const CRITERIA_MARK = /^(acceptance criteria|acceptance tests?|definition of done|criteria)\b\s*:?\s*/i;
/** "As a …, I want …" (and its near forms), maybe after a short label ("Story 1 — Toggle. As a …"). */
const STORY = /^(?:[^.!?:]{1,60}[.:—–-]\s+)?as an?\s+[^,.;]{1,120}?,?\s+i\s+(want|need|can|would like|should be able)\b/i;
/** An explicit requirement id at the start: FR-2, NFR-10, US-3, R1, REQ-004, AC-1.2, [FR-3]. */
const EXPLICIT_ID = /^\[?((?:[A-Z][A-Z0-9]{0,7}-\d{1,5}(?:\.\d{1,3})?)|(?:R\d{1,4}(?:\.\d{1,3})?))\]?(?=[\s:.)\-–—]|$)/;
/** A Given/When/Then line. */
const GHERKIN = /^(given|when|then|and|but)\b/i;
/** A requirement stated as an obligation, in a requirements section. */
const OBLIGATION = /\b(shall|must|should)\b/i;

type Found = { id: string | null; title: string; description: string[]; criteria: string[]; details: string[] };

/** A heading that groups requirements (by priority, phase or release) rather than naming one. */
const GROUP_HEADING = /\b(must|should|could|nice|won'?t|p[0-4]|priority|phase|mvp|v\d|now|next|later|core|release|milestone|other)\b/i;

const explicitId = (text: string) => EXPLICIT_ID.exec(text)?.[1]?.toUpperCase() ?? null;
/** A user story, or a line labelled with an id; in a requirements section an id followed by a space is enough. */
function looksLikeItem(text: string, inSection = true) {
  if (STORY.test(text)) return true;
  const id = EXPLICIT_ID.exec(text);
  return id !== null && (inSection || /^\s*[:.)\-–—]/.test(text.slice(id[0].length)));
}

/** A title of at most the tracker's length: the first line, cut at a sentence or word end when longer. */
function titleOf(text: string): string {
  const line = (text.split('\n')[0] ?? '').trim();
  if (line.length <= HANDOFF_LIMITS.titleChars) return line;
  const cut = line.slice(0, HANDOFF_LIMITS.titleChars - 1);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(' '));
  return `${cut.slice(0, end > 80 ? end : cut.length).trimEnd()}…`;
}

const STOP = new Set(
  'a an the to i as we so that of and or for in on my our be able can want need would like should with is are it this'.split(' '),
);

/**
 * A key that names the requirement across edits: its explicit id when it has one (`FR-2`), else the
 * first six words that carry meaning in its title, lower-cased (punctuation, case, small words and
 * changes further on do not change it).
 */
export function requirementKey(id: string | null, title: string): string {
  if (id) return id;
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(EXPLICIT_ID, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w));
  return words.slice(0, 6).join('-').slice(0, HANDOFF_LIMITS.keyChars) || 'requirement';
}

/** The lines of a list as criteria: each item, its nested items indented under it. */
function listLines(list: El, depth = 0): string[] {
  return itemsOf(list).flatMap((li) => {
    const own = ownText(li).replace(/\n/g, ' ');
    return [...(own ? [`${'  '.repeat(depth)}${own}`] : []), ...nestedLists(li).flatMap((l) => listLines(l, depth + 1))];
  });
}

/** Splits a text at its "Acceptance criteria:" mark: what comes before, and the criteria after it. */
function splitCriteria(text: string): { before: string; criteria: string[] } {
  const at = text.search(/\bacceptance criteria\b\s*:?/i);
  if (at < 0) return { before: text, criteria: [] };
  const after = text.slice(at).replace(CRITERIA_MARK, '');
  return {
    before: text.slice(0, at).trim(),
    criteria: after
      .split(/\n|;\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

function fromText(text: string): Found {
  const { before, criteria } = splitCriteria(text);
  const [first = '', ...rest] = before.split('\n');
  const title = titleOf(first);
  const description = [first.length > title.length ? first : '', ...rest.filter((l) => !GHERKIN.test(l))].filter(Boolean);
  return { id: explicitId(first), title, description, criteria: [...rest.filter((l) => GHERKIN.test(l)), ...criteria], details: [] };
}

/** A list item as a requirement: its own text, its nested lists as its acceptance criteria. */
function fromListItem(li: El): Found {
  const found = fromText(ownText(li));
  found.criteria.push(
    ...nestedLists(li)
      .flatMap((l) => listLines(l))
      .map((l) => l.replace(CRITERIA_MARK, ''))
      .filter(Boolean),
  );
  return found;
}

/** Which column of a requirements table holds what, from its header row. */
function tableColumns(header: string[]) {
  const find = (re: RegExp) => header.findIndex((h) => re.test(h));
  const title = [/stor(y|ies)/i, /requirement/i, /^(title|name|feature|summary|need|capability)/i, /description/i]
    .map(find)
    .find((i) => i >= 0);
  return { id: find(/^(id|#|ref|key|no\.?|number)$/i), title: title ?? -1, criteria: find(/acceptance|criteria|definition of done/i) };
}

function fromTable(table: El, inSection: boolean): Found[] {
  const [head, ...rows] = rowsOf(table);
  if (!head || rows.length === 0) return [];
  const header = head.map((c) => textOf(c));
  const cols = tableColumns(header);
  if (cols.title < 0 || (!inSection && cols.criteria < 0 && !/stor|requirement/i.test(header.join(' ')))) return [];
  return rows.flatMap((cells) => {
    const cell = (i: number) => (i >= 0 && cells[i] ? textOf(cells[i]) : '');
    const text = cell(cols.title);
    if (!text) return [];
    const found = fromText(text);
    found.id = explicitId(cell(cols.id)) ?? found.id;
    if (found.id && !explicitId(found.title)) found.title = titleOf(`${found.id}: ${found.title}`);
    const criteriaCell = cols.criteria >= 0 ? cells[cols.criteria] : undefined;
    if (criteriaCell) {
      const lists = criteriaCell.children.filter(isEl).filter((c) => c.tag === 'ul' || c.tag === 'ol');
      const lines = lists.length ? lists.flatMap((l) => listLines(l)) : textOf(criteriaCell).split(/\n|;\s+/);
      found.criteria.push(...lines.map((l) => l.trim()).filter(Boolean));
    }
    header.forEach((name, i) => {
      if (![cols.id, cols.title, cols.criteria].includes(i) && cell(i))
        found.details.push(`**${name || 'Note'}:** ${cell(i).replace(/\n/g, ' ')}`);
    });
    return [found];
  });
}

/**
 * Walks the document's blocks once. A requirements heading opens a section (until a heading of its
 * level or higher): its list items, table rows, sub-headings and obligation sentences are
 * requirements. Anywhere, a user story ("As a …, I want …") or a line starting with an explicit id
 * is one. "Acceptance criteria" (a heading, a line, or a list item's nested list) and Given/When/Then
 * lines go to the requirement before them.
 */
function walk(root: El): Found[] {
  const found: Found[] = [];
  let section: number | null = null; // the requirements heading's level
  let current: Found | null = null;
  let criteria = false; // the blocks now are the current requirement's acceptance criteria
  let pending: Found | null = null; // a sub-heading that becomes a requirement if text (not a list of them) follows
  let group: string | null = null; // a sub-heading that groups the requirements under it
  let described = false; // the current requirement is a heading or a line: the paragraphs after it describe it
  const add = (item: Found, block = false) => {
    if (group && !block) item.details.push(`**Group:** ${group}`);
    found.push(item);
    current = item;
    criteria = false;
    described = block;
  };
  const expect = (item: Found | null) => {
    pending = item;
    current = null;
    criteria = false;
  };
  const confirm = () => {
    if (pending) add(pending, true);
    pending = null;
  };
  for (const block of blocksOf(root)) {
    const tag = block.tag;
    const text = textOf(block);
    if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag[1]);
      // Criteria under a requirement's own heading are its own; a section of them beside the requirements is not.
      if (CRITERIA_MARK.test(text) && (current || pending) && (section === null || level > section)) {
        confirm();
        criteria = true;
      } else if (
        REQUIREMENTS_HEADING.test(text) &&
        !NOT_BUILT_HEADING.test(text) &&
        !looksLikeItem(text) &&
        (section === null || level <= section)
      ) {
        section = level;
        group = null;
        expect(null);
      } else if (section !== null && level > section) {
        const grouping = GROUP_HEADING.test(text) && !looksLikeItem(text);
        group = grouping ? text : null;
        expect(grouping ? null : fromText(text));
      } else if (looksLikeItem(text, section !== null)) {
        expect(fromText(text));
      } else {
        section = group = null;
        expect(null);
      }
      continue;
    }
    if (tag === 'ul' || tag === 'ol') {
      const lis = itemsOf(block);
      const owner = (pending ?? current) as Found | null;
      const asItems = lis.some((li) => looksLikeItem(ownText(li), section !== null));
      if (owner && !asItems && (criteria || pending || lis.every((li) => GHERKIN.test(ownText(li))))) {
        confirm();
        owner.criteria.push(...listLines(block));
        continue;
      }
      pending = null;
      for (const li of lis) if (section !== null || looksLikeItem(ownText(li), false)) add(fromListItem(li));
      continue;
    }
    if (tag === 'table') {
      const rows = fromTable(block, section !== null);
      if (rows.length) {
        pending = null;
        for (const row of rows) add(row);
      }
      continue;
    }
    if (!text) continue;
    if (CRITERIA_MARK.test(text) && (current || pending)) {
      confirm();
      const rest = text.replace(CRITERIA_MARK, '');
      (current as Found | null)?.criteria.push(...rest.split('\n').filter(Boolean));
      criteria = true;
    } else if (looksLikeItem(text, section !== null)) {
      pending = null;
      add(fromText(text), true);
    } else if ((criteria || GHERKIN.test(text)) && (current || pending)) {
      confirm();
      (current as Found | null)?.criteria.push(...text.split('\n'));
    } else if (pending || (current && described)) {
      confirm();
      (current as Found | null)?.description.push(text);
    } else if (section !== null && current === null && OBLIGATION.test(text) && text.length <= 600) {
      add(fromText(text), true);
    }
  }
  confirm();
  return found;
}

/** The body of an issue: the requirement's text, its acceptance criteria as a checklist, then its other columns. */
function bodyOf(item: Found): string {
  const parts = [item.description.join('\n\n')];
  if (item.criteria.length) {
    const lines = item.criteria.map((c) => {
      const indent = /^\s*/.exec(c)?.[0] ?? '';
      return `${indent}- [ ] ${c.trim().replace(/^[-*•]\s*/, '')}`;
    });
    parts.push(`**Acceptance criteria**\n${lines.join('\n')}`);
  }
  if (item.details.length) parts.push(item.details.join('\n'));
  return parts
    .filter(Boolean)
    .join('\n\n')
    .slice(0, HANDOFF_LIMITS.bodyChars - 1000);
}

/**
 * The user stories and requirements of a PRD's HTML, in order, each with a stable key (unique in the
 * document: a repeated one gets `-2`, `-3`…), a title and a Markdown body with its acceptance criteria.
 */
export function findRequirements(html: string): HandoffItem[] {
  const seen = new Map<string, number>();
  return walk(parseHtml(html))
    .filter((item) => item.title)
    .map((item) => {
      const base = requirementKey(item.id, item.title);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { key: n === 1 ? base : `${base}-${n}`, title: item.title, body: bodyOf(item) };
    });
}
