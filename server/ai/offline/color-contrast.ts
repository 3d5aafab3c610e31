/** WCAG 2.x colour contrast: relative luminance, contrast ratio and AA/AAA verdicts. */

export type Rgb = readonly [number, number, number];

export type ContrastGrades = { aaNormal: boolean; aaLarge: boolean; aaaNormal: boolean; aaaLarge: boolean };

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour: 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA: 4.5 normal text, 3 large text; AAA: 7 normal, 4.5 large (large = 24 px, or 18.66 px bold). */
export function wcagGrades(ratio: number): ContrastGrades {
  return { aaNormal: ratio >= 4.5, aaLarge: ratio >= 3, aaaNormal: ratio >= 7, aaaLarge: ratio >= 4.5 };
}

/** The foreground moved toward black or white (whichever the background contrasts with) until it reaches `target`. */
export function fixForeground(fg: Rgb, bg: Rgb, target = 4.5): Rgb {
  const toward = relativeLuminance(bg) > 0.18 ? 0 : 255;
  for (let t = 0; t <= 1.0001; t += 0.02) {
    const c: Rgb = [fg[0] + (toward - fg[0]) * t, fg[1] + (toward - fg[1]) * t, fg[2] + (toward - fg[2]) * t].map(
      Math.round,
    ) as unknown as Rgb;
    if (contrastRatio(c, bg) >= target) return c;
  }
  return [toward, toward, toward];
}

export function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
