import type { ToolInput } from '../../../common/tools/inputs';
import { fmt } from '../../../common/tools/format';
import { toolAnswer } from './result';

/** Each unit in days; a month is a twelfth of a 365.25-day year, so 12 months make a year exactly. */
const DAYS = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 365.25 / 12, quarter: 365.25 / 4, year: 365.25 };

/** A duration in another unit, or an amount per period per another period, optionally in another currency. */
export function convertUnits(input: ToolInput<'convert_units'>) {
  const kind = input.kind ?? 'duration';
  const exchange = input.exchangeRate ?? 1;
  // A duration grows with the unit's length; an amount per period shrinks with it.
  const factor = kind === 'duration' ? DAYS[input.from] / DAYS[input.to] : DAYS[input.to] / DAYS[input.from];
  const value = input.value * factor * exchange;
  const what = (v: number, unit: string) => (kind === 'duration' ? `${fmt(v, 4)} ${unit}s` : `${fmt(v, 2)} per ${unit}`);
  return toolAnswer('convert_units', {
    inputs: { ...input, kind },
    formula:
      kind === 'duration'
        ? 'value × days per from-unit ÷ days per to-unit (1 year = 365.25 days, 1 month = 1/12 year)'
        : 'amount × days per to-period ÷ days per from-period (1 year = 365.25 days, 1 month = 1/12 year)',
    steps: [
      `${fmt(input.value, 4)} × ${fmt(factor, 6)}${exchange === 1 ? '' : ` × ${fmt(exchange, 6)} (exchange rate)`} = ${fmt(value, 4)}`,
    ],
    answer: `${what(input.value, input.from)} is ${what(value, input.to)}${exchange === 1 ? '' : ' in the target currency'}.`,
    notes: [],
    value,
    factor,
  });
}
