/** One linear pass over a product document that collects everything the review scores. */
import { classifyLine, countWords, isDocumentTitle, isFence, splitSentences, type DocLine } from './document-text';
import { noteAcronyms } from './document-acronyms';
import { SECTIONS, sectionsForHeading, type SectionId } from './prd-sections';
import { LONG_SENTENCE_WORDS, type Block, type ScanResult } from './document-scan-types';
import { ATTACHED_LABEL, ATTACHED_TEXT, GROUP_HEADING, PROBLEM_CUES, STORY } from './document-scan-patterns';
import { findVague } from './vague-language';
import { REQUIREMENT_WORDING, hasAcceptanceCriterion, isMetricClaim, metricGap, tableColumns } from './measurability';

export function scanDocument(text: string): ScanResult {
  const r: ScanResult = {
    words: 0,
    sentences: 0,
    found: new Map(),
    vague: [],
    metrics: { total: 0, measurable: 0, gaps: [] },
    requirements: { total: 0, testable: 0, untestable: [] },
    long: [],
    stories: 0,
    acronyms: new Map(),
    definedAcronyms: new Set(),
  };
  const s = {
    current: [] as SectionId[],
    level: 0,
    block: null as Block | null,
    table: null as { baseline: boolean; target: boolean; acceptance: boolean } | null,
    /** A table flattened to one cell per line, seen by its "Baseline" / "Target" header cells. */
    flat: false,
    /** Prose before the first section heading, which may state the problem without a heading. */
    preamble: [] as string[],
    sectioned: false,
  };
  const inSection = (id: SectionId) => s.current.includes(id);

  const flush = () => {
    const b = s.block;
    s.block = null;
    if (!b) return;
    const all = [b.head, ...b.parts].join(' ');
    if (b.kind === 'metric') {
      const gap = metricGap(all);
      r.metrics.total += 1;
      if (gap) r.metrics.gaps.push({ text: b.head, gap });
      else r.metrics.measurable += 1;
    } else {
      r.requirements.total += 1;
      if (hasAcceptanceCriterion(all)) r.requirements.testable += 1;
      else r.requirements.untestable.push(b.head);
    }
  };

  const open = (head: string, indent: number, byHeading: boolean) => {
    flush();
    const story = STORY.test(head);
    if (story) r.stories += 1;
    // A goal with a number ("from 3 days to under 10 minutes by Q3") is a metric statement too.
    const kind =
      inSection('metrics') || (inSection('goals') && /\d/.test(head))
        ? 'metric'
        : inSection('requirements') || inSection('stories') || story
          ? 'requirement'
          : null;
    if (kind) s.block = { kind, head, parts: [], indent, byHeading };
  };

  /** Paragraphs count as a metric or requirement only when they read like one, not like an intro. */
  const opensBlock = (body: string) =>
    (inSection('metrics') && !body.endsWith(':') && countWords(body) <= 40) ||
    ((inSection('requirements') || inSection('stories')) && REQUIREMENT_WORDING.test(body)) ||
    STORY.test(body);

  const prose = (body: string) => {
    r.words += countWords(body);
    if (!s.sectioned && s.preamble.length < 20) s.preamble.push(body);
    noteAcronyms(body, r);
    for (const id of SECTIONS) {
      if (!r.found.has(id.id) && id.mention.test(body)) r.found.set(id.id, 'mention');
    }
    for (const sentence of splitSentences(body)) {
      r.sentences += 1;
      for (const hit of findVague(sentence)) r.vague.push({ ...hit, sentence });
      const words = countWords(sentence);
      if (words > LONG_SENTENCE_WORDS) r.long.push({ sentence, words });
      if (!inSection('metrics') && isMetricClaim(sentence) && !/\d/.test(sentence)) {
        r.metrics.total += 1;
        r.metrics.gaps.push({ text: sentence, gap: 'no number', aside: true });
      }
    }
  };

  const heading = (line: Extract<DocLine, { kind: 'heading' }>, isTitle: boolean) => {
    if (s.block && line.rest && ATTACHED_LABEL.test(line.text)) {
      s.block.parts.push(`${line.text}: ${line.rest}`);
      prose(line.rest);
      return;
    }
    const ids = isTitle ? [] : sectionsForHeading(line.text);
    if (ids.length > 0) {
      flush();
      s.sectioned = true;
      s.flat = false;
      for (const id of ids) r.found.set(id, 'heading');
      s.current = ids;
      s.level = line.level;
      if (line.rest && opensBlock(line.rest)) open(line.rest, Number.MAX_SAFE_INTEGER, false);
    } else if (line.style === 'markdown' && line.level <= s.level) {
      flush();
      s.current = [];
      s.level = line.level;
    } else if ((inSection('metrics') || inSection('requirements')) && !GROUP_HEADING.test(line.text)) {
      open(line.rest ? `${line.text}: ${line.rest}` : line.text, 0, !line.rest);
    } else flush();
    r.words += countWords(line.text);
    if (line.rest) prose(line.rest);
  };

  const row = (line: Extract<DocLine, { kind: 'table' }>) => {
    const cells = line.text.replace(/^\||\|$/g, '').replace(/\|/g, ' · ');
    if (line.separator) return;
    const table = s.table;
    if (!table) {
      s.table = { ...tableColumns(cells), acceptance: /acceptance|criteri|done when/i.test(cells) };
      r.words += countWords(cells);
      return;
    }
    prose(cells);
    if (inSection('metrics')) {
      const gap = metricGap(cells, table);
      r.metrics.total += 1;
      if (gap) r.metrics.gaps.push({ text: cells, gap });
      else r.metrics.measurable += 1;
    } else if (inSection('requirements')) {
      r.requirements.total += 1;
      if (table.acceptance || hasAcceptanceCriterion(cells)) r.requirements.testable += 1;
      else r.requirements.untestable.push(cells);
    }
  };

  /** One cell of a flattened table: header cells switch the mode on; value cells attach to the metric named before them. */
  const flatCell = (text: string): boolean => {
    if (/^(metric|kpi|measure|baseline|current|today|target|goal|by|date|owner|deadline)$/i.test(text.trim())) {
      if (/^(baseline|current|today|target|goal)$/i.test(text.trim())) s.flat = true;
      return true;
    }
    if (!s.flat || countWords(text) > 8) return false;
    if (/\d/.test(text) && s.block) s.block.parts.push(`baseline target ${text}`);
    else if (!/\d/.test(text)) open(text, Number.MAX_SAFE_INTEGER, false);
    return true;
  };

  let inFence = false;
  let prevBlank = true;
  for (const raw of text.split(/\r?\n/)) {
    if (isFence(raw)) inFence = !inFence;
    if (inFence || isFence(raw)) continue;
    if (raw.trim() === '') {
      prevBlank = true;
      continue;
    }
    const line = classifyLine(raw, prevBlank);
    const first = r.words === 0;
    prevBlank = false;
    if (line.kind !== 'table') s.table = null;
    if (line.kind === 'heading') heading(line, first && isDocumentTitle(line));
    else if (line.kind === 'table') {
      flush();
      row(line);
    } else if (inSection('metrics') && flatCell(line.text)) {
      prose(line.text);
    } else if (line.kind === 'item') {
      prose(line.text);
      const b = s.block;
      if (b && (b.byHeading || line.indent > b.indent || ATTACHED_TEXT.test(line.text) || ATTACHED_LABEL.test(line.text))) {
        b.parts.push(line.text);
      } else if (line.text.endsWith(':')) flush();
      else open(line.text, line.indent, false);
    } else {
      prose(line.text);
      if (s.block && (s.block.byHeading || ATTACHED_TEXT.test(line.text))) s.block.parts.push(line.text);
      else if (line.text.endsWith(':')) flush();
      else if (opensBlock(line.text)) open(line.text, Number.MAX_SAFE_INTEGER, false);
    }
  }
  flush();
  // Goals that carry their own baseline, target and date are the success metrics, whatever the heading says.
  if (r.found.get('metrics') !== 'heading' && r.found.get('goals') === 'heading' && r.metrics.measurable >= 1)
    r.found.set('metrics', 'heading');
  if (r.metrics.measurable >= 2) {
    const asides = r.metrics.gaps.filter((g) => g.aside).length;
    r.metrics.gaps = r.metrics.gaps.filter((g) => !g.aside);
    r.metrics.total -= asides;
  }
  const opening = s.preamble.join(' ');
  if (!r.found.has('problem') || r.found.get('problem') === 'mention') {
    if (countWords(opening) >= 25 && PROBLEM_CUES.test(opening)) r.found.set('problem', 'heading');
  }
  return r;
}
