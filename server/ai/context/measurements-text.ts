import type { DesignMeasurements } from '../offline/design-review';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The offline measurements of a design image as short lines a model can read (and quote). */
export function measurementsText(m: DesignMeasurements): string {
  const worstText = m.text
    .slice(0, 5)
    .map((t) => `- text ${t.foreground} on ${t.background} at ${t.where}: contrast ${t.ratio.toFixed(2)}:1`);
  const worstPairs = [...m.contrast]
    .sort((a, b) => a.ratio - b.ratio)
    .slice(0, 3)
    .map((p) => `- colours ${p.foreground} / ${p.background}: contrast ${p.ratio.toFixed(2)}:1`);
  return [
    `device class: ${m.device} (${m.width}×${m.height} px, ${m.aspectRatio}), ${m.theme} theme`,
    `density: ${m.clutter.level}; ${m.clutter.blocks} content blocks, ${m.clutter.textLines} text lines, ${pct(m.clutter.occupied)} of the area occupied, ${pct(m.whitespace)} background`,
    `palette: ${m.palette
      .slice(0, 6)
      .map((s) => `${s.hex} ${pct(s.share)}`)
      .join(', ')}`,
    'worst contrast (WCAG AA asks 4.5:1 for text, 3:1 for large text and controls):',
    ...worstText,
    ...worstPairs,
    ...buttonLines(m),
  ].join('\n');
}

/** The filled buttons measured: how many, which one stands out, and their size in points on a phone or tablet. */
function buttonLines(m: DesignMeasurements): string[] {
  const read = m.buttons;
  if (!read || read.buttons.length === 0) return [];
  const size = (b: { width: number; height: number }) =>
    read.pointScale === null
      ? `${b.width}×${b.height} px`
      : `${Math.round(b.width * read.pointScale)}×${Math.round(b.height * read.pointScale)} pt`;
  return [
    `filled buttons: ${read.buttons.length}; ${read.primary ? `one stands out (at ${read.primary.where}, ${read.primary.fill}, ${read.primary.ratio.toFixed(2)}:1 against the page)` : 'none stands out by size'}`,
    ...read.buttons.slice(0, 6).map((b) => `- button ${b.fill} at ${b.where}: ${size(b)}, ${b.ratio.toFixed(2)}:1 against the page`),
  ];
}
