/** What one pass over a product document collects for the review. */
import type { MetricGap } from './measurability';
import type { SectionId } from './prd-sections';
import type { VagueHit } from './vague-language';

export const LONG_SENTENCE_WORDS = 35;

export type VagueFinding = VagueHit & { sentence: string };
/** `aside`: a metric promise made outside the metrics section (dropped when the metrics section is measurable). */
export type MetricFinding = { text: string; gap: MetricGap; aside?: boolean };
export type LongSentence = { sentence: string; words: number };

/** A bullet or heading plus the lines that belong to it (sub-bullets, Given/When/Then, Baseline:/Target:). */
export type Block = { kind: 'metric' | 'requirement'; head: string; parts: string[]; indent: number; byHeading: boolean };

export type ScanResult = {
  words: number;
  sentences: number;
  found: Map<SectionId, 'heading' | 'mention'>;
  vague: VagueFinding[];
  metrics: { total: number; measurable: number; gaps: MetricFinding[] };
  requirements: { total: number; testable: number; untestable: string[] };
  long: LongSentence[];
  /** Stories ("As a …, I want …") read as requirements. */
  stories: number;
  acronyms: Map<string, string>;
  definedAcronyms: Set<string>;
};
