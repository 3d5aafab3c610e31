import type { DocumentKind } from './prd-sections';
import type { OpenRisk } from './open-risks';
import type { TimelineConflict } from './timeline-conflicts';
/** What the offline review finds in a document, shared by the review and the two ways it is written out. */
import type { Language } from './document-language';
import type { LongSentence, MetricFinding, VagueFinding } from './document-scan-types';
import type { SectionId } from './prd-sections';
import type { ScoreItem } from './review-score';

export type FindingList<T> = { items: T[]; total: number };
export type SectionStatus = { id: SectionId; label: string; weight: number; status: 'heading' | 'mention' | 'missing' };

export type AcronymFinding = { acronym: string; sentence: string };

export type DocumentReview = {
  title: string;
  /** What the document is, which decides the sections it is judged on. */
  kind: DocumentKind;
  /** 'en' when the rules could read it; otherwise the detected language (no score is given). */
  language: 'en' | string;
  languageInfo: Language;
  words: number;
  sentences: number;
  score: number;
  breakdown: ScoreItem[];
  sections: SectionStatus[];
  sectionsFound: string[];
  sectionsMissing: string[];
  vague: FindingList<VagueFinding>;
  metrics: FindingList<MetricFinding> & { checked: number; measurable: number };
  requirements: FindingList<string> & { checked: number; testable: number };
  longSentences: FindingList<LongSentence>;
  acronyms: FindingList<AcronymFinding>;
  /** Lines that look like the document's own structure, for language-independent findings. */
  structure: { headings: number; listItems: number; tableRows: number; numbers: number; placeholders: number };
  /** Steps dated before what they depend on. */
  timeline: TimelineConflict[];
  /** Rows of a risks table with an empty mitigation, owner, likelihood or impact. */
  openRisks: OpenRisk[];
};
