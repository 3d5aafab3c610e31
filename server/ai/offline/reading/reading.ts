/**
 * What the offline engine read from a message before it computes: each number with its role, in the
 * PM's own words, and the fields it could not read for certain. An answer shows the reading first;
 * a verdict rests only on a reading with nothing missing.
 */
export type Reading<Input extends Record<string, number | string | undefined>> = {
  /** The tool's input as far as it was read for certain. */
  input: Partial<Input>;
  /** One line per number read: "control: 264 of 2,380 visitors". */
  read: string[];
  /** Fields the answer needs that the message did not give, or gave in a way that could mean two things. */
  missing: { field: keyof Input & string; ask: string }[];
  /** Defaults and conventions the answer applies, said out loud ("80% power"). */
  assumed: string[];
};

/** Whether every field the answer needs was read. */
export const complete = <I extends Record<string, number | string | undefined>>(
  reading: Reading<I>,
): reading is Reading<I> & { input: I } => reading.missing.length === 0;

/** "**What I read:** control: 264 of 2,380 visitors; variant: 312 of 2,400." */
export function readLine(reading: { read: string[]; assumed: string[] }): string {
  const read = reading.read.length > 0 ? `**What I read:** ${reading.read.join('; ')}.` : '';
  const assumed = reading.assumed.length > 0 ? ` **Assumed:** ${reading.assumed.join('; ')}.` : '';
  return `${read}${assumed}`.trim();
}

/** The one question that asks for exactly what is missing. */
export function askForMissing(reading: { missing: { ask: string }[] }): string {
  const asks = reading.missing.map((m) => m.ask);
  if (asks.length === 0) return '';
  if (asks.length === 1) return `To work this out I still need ${asks[0]}.`;
  return `To work this out I still need ${asks.slice(0, -1).join(', ')} and ${asks.at(-1)}.`;
}
