/** The language a document is written in, by franc's trigram detector, on a sample of its prose. */
import { franc } from 'franc';

const LANGUAGES: Record<string, string> = {
  eng: 'English',
  deu: 'German',
  fra: 'French',
  spa: 'Spanish',
  ita: 'Italian',
  nld: 'Dutch',
  por: 'Portuguese',
  pol: 'Polish',
  swe: 'Swedish',
  dan: 'Danish',
  nob: 'Norwegian',
  fin: 'Finnish',
  ces: 'Czech',
  ron: 'Romanian',
  hun: 'Hungarian',
  tur: 'Turkish',
  rus: 'Russian',
  ukr: 'Ukrainian',
  ell: 'Greek',
  jpn: 'Japanese',
  cmn: 'Chinese',
  kor: 'Korean',
  arb: 'Arabic',
  heb: 'Hebrew',
  hin: 'Hindi',
  ind: 'Indonesian',
  vie: 'Vietnamese',
};
const ONLY = Object.keys(LANGUAGES);
const SAMPLE_CHARS = 4000;
/** Below this much prose the detector guesses, so the document is read as English. */
const MIN_CHARS = 250;

export type Language = { code: string; name: string; english: boolean };

/** Too little prose to tell counts as English, the language the rules read. */
export function detectLanguage(text: string): Language {
  const sample = text
    .slice(0, SAMPLE_CHARS * 2)
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    .replace(/[#*_`>|[\]()-]+|\d+[.,%]?\d*|https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, SAMPLE_CHARS);
  if (sample.length < MIN_CHARS) return { code: 'eng', name: 'English', english: true };
  const code = franc(sample, { only: ONLY, minLength: MIN_CHARS });
  if (code === 'und' || code === 'eng') return { code: 'eng', name: 'English', english: true };
  return { code, name: LANGUAGES[code] ?? code, english: false };
}
