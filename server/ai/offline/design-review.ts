/** Measured, rule-based review of a UI image with sharp: size, palette, contrast, brightness, whitespace, density. */
import { contrastRatio, fixForeground, fromHex, toHex, wcagGrades, type ContrastGrades } from './color-contrast';
import { aspectLabel, deviceClass, type DeviceClass } from './design-geometry';
import { DEVICE_MEANING, HUMAN_CHECKS, brightnessMeaning, contrastMeaning, paletteMeaning } from './design-meaning';
import { readCells } from './design-cells';
import { measureClutter, textRegions, type Clutter, type TextRegion } from './design-layout';
import { readButtons, TAP_TARGET_PT, type ButtonRead } from './design-buttons';
import { dominantPalette, edgeDensity, meanBrightness, toGrey, whitespaceRatio, type Swatch } from './design-pixels';
import { blocks } from './markdown-blocks';
import { imageWork } from '../../lib/image-work';
import { findingLink, type FindingPin } from '../../../common/design-findings';

/** Images are measured on a copy at most this many pixels on its longer side (enough to keep text strokes). */
const MEASURE_SIZE = 2000;
const MIN_PAIR_SHARE = 0.01;
const MAX_PAIRS = 8;

export type ContrastPair = { foreground: string; background: string; ratio: number } & ContrastGrades;

export type DesignMeasurements = {
  width: number;
  height: number;
  aspectRatio: string;
  device: DeviceClass;
  palette: Swatch[];
  contrast: ContrastPair[];
  /** Mean perceived brightness, 0 to 1. */
  brightness: number;
  theme: 'light' | 'dark';
  /** Share of pixels near the background (most common) colour. */
  whitespace: number;
  /** Share of pixels on a strong edge. */
  edgeDensity: number;
  /** Text measured against its own local background, lowest contrast first. */
  text: TextRegion[];
  clutter: Clutter;
  /** Filled buttons, the primary one and tap targets; absent from measurements kept before they were read. */
  buttons?: ButtonRead;
};

/** Contrast between every pair of dominant colours that cover at least 1% each, most common pairs first. */
function contrastPairs(palette: Swatch[]): ContrastPair[] {
  const used = palette.filter((s) => s.share >= MIN_PAIR_SHARE);
  const pairs: (ContrastPair & { weight: number })[] = [];
  used.forEach((bg, i) => {
    for (const fg of used.slice(i + 1)) {
      const ratio = contrastRatio(fg.rgb, bg.rgb);
      pairs.push({ foreground: fg.hex, background: bg.hex, ratio, ...wcagGrades(ratio), weight: fg.share * bg.share });
    }
  });
  return pairs
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_PAIRS)
    .map(({ weight: _weight, ...pair }) => pair);
}

/** Measures an image, one of the images worked on at once; undecodable input rejects with sharp's own error. */
export const measureDesign = (image: Buffer): Promise<DesignMeasurements> => imageWork(() => measure(image));

async function measure(image: Buffer): Promise<DesignMeasurements> {
  // sharp (libvips) is loaded with the first image, not at start-up.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(image).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  const { data, info } = await sharp(image)
    .autoOrient()
    .resize({ width: MEASURE_SIZE, height: MEASURE_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { data, width: info.width, height: info.height, channels: info.channels };
  const grey = toGrey(raw);
  const palette = dominantPalette(raw);
  const brightness = meanBrightness(grey);
  const background = palette[0]?.rgb ?? [255, 255, 255];
  const grid = readCells(raw);
  const text = textRegions(grid, width / info.width);
  return {
    width,
    height,
    aspectRatio: aspectLabel(width, height),
    device: deviceClass(width, height),
    palette,
    contrast: contrastPairs(palette),
    brightness,
    theme: brightness >= 0.5 ? 'light' : 'dark',
    whitespace: whitespaceRatio(raw, background),
    edgeDensity: edgeDensity(grey, raw.width, raw.height),
    text,
    clutter: measureClutter(grid, text, (width * height) / 1e6),
    buttons: readButtons(grid, width / info.width, background, deviceClass(width, height), width),
  };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const mark = (pass: boolean) => (pass ? 'pass' : '**fail**');
const ratio = (r: number) => `${r.toFixed(2)}:1`;

/** The text regions worth reporting: the lowest-contrast ones, one per colour pair. */
export function worstText(m: DesignMeasurements, count = 5): TextRegion[] {
  const seen = new Set<string>();
  return m.text
    .filter((t) => {
      const key = `${t.foreground}${t.background}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

/** A fix for a failing text colour: the nearest colour on the same background that reaches 4.5:1. */
export function textFix(t: TextRegion): string {
  const fixed = toHex(fixForeground(fromHex(t.foreground), fromHex(t.background)));
  return `\`${fixed}\` on \`${t.background}\` reaches ${ratio(contrastRatio(fromHex(fixed), fromHex(t.background)))}`;
}

const CLUTTER_MEANING: Record<Clutter['level'], string> = {
  sparse: 'Few elements. Check that the screen still leads to a next step.',
  balanced: 'Content and space alternate; scanning works if the hierarchy is clear.',
  dense: 'Content fills most of the screen. Group related items, add space between groups, and move secondary content behind a click.',
  'very dense':
    'The eye has no resting point. Cut what is not needed for the main task, group the rest, and give the primary content room.',
};

export function clutterLine(c: Clutter): string {
  return `**${c.level[0]?.toUpperCase()}${c.level.slice(1)}**: ${pct(c.occupied)} of the screen holds content, in ${c.blocks} separate block${c.blocks === 1 ? '' : 's'}, with about ${c.textLines} line${c.textLines === 1 ? '' : 's'} of text. ${CLUTTER_MEANING[c.level]}`;
}

/**
 * The pin of text region number `n`, named by whether its contrast fails: at the region's top-left
 * corner (in percent of the image), so the pin does not hide the text it is about.
 */
const textPin = (m: DesignMeasurements, t: TextRegion, n: number): FindingPin => ({
  n,
  label: t.ratio < 4.5 ? 'Low contrast' : 'Contrast passes',
  x: (t.x / m.width) * 100,
  y: (t.y / m.height) * 100,
});

function textSection(m: DesignMeasurements): string[] {
  const worst = worstText(m);
  if (worst.length === 0)
    return ['No text-like regions found: if the screen has text, it may be too small or too faint to read at this size.'];
  const failing = m.text.filter((t) => t.ratio < 4.5);
  return [
    '| # | Where | Text | Background | Ratio | AA body | Lines |',
    '|---|---|---|---|---|---|---|',
    ...worst.map(
      (t, i) =>
        `| ${i + 1} | ${findingLink(textPin(m, t, i + 1), t.where)} | \`${t.foreground}\` | \`${t.background}\` | ${ratio(t.ratio)} | ${mark(t.ratio >= 4.5)} | ${t.lines} |`,
    ),
    '',
    failing.length > 0
      ? `${failing.length} of ${m.text.length} text regions fall below 4.5:1. Worst fix: ${textFix(worst[0] as TextRegion)}.`
      : `All ${m.text.length} text regions reach 4.5:1 against their own background.`,
  ];
}

function headline(m: DesignMeasurements): string[] {
  const [worst] = worstText(m, 1);
  const lines: string[] = [];
  if (worst && worst.ratio < 4.5)
    lines.push(
      `- **Text contrast fails AA:** ${ratio(worst.ratio)} for \`${worst.foreground}\` on \`${worst.background}\` at the ${worst.where} (${worst.lines} line${worst.lines === 1 ? '' : 's'}); body text needs 4.5:1.`,
    );
  else if (worst) lines.push(`- **Text contrast passes:** the faintest text measured is ${ratio(worst.ratio)} (${worst.where}).`);
  lines.push(...buttonHeadlines(m));
  lines.push(`- **Clutter:** ${clutterLine(m.clutter)}`);
  return lines;
}

const points = (px: number, scale: number) => Math.round(px * scale);

/** What the filled buttons say about the screen's primary action, its visibility and its tap targets. */
function buttonHeadlines(m: DesignMeasurements): string[] {
  const read = m.buttons;
  if (!read || read.buttons.length === 0) return [];
  const lines: string[] = [];
  const { buttons, primary, small, pointScale } = read;
  if (!primary && buttons.length >= 3) {
    const keep = [...buttons].sort((a, b) => b.y - a.y || a.x - b.x)[0] ?? buttons[0];
    lines.push(
      `- **No primary action:** ${buttons.length} filled buttons share the same size and colour weight, so nothing says which step comes next. Keep one filled (the step most people take next; by position, the one at the ${keep?.where}) and make the others outline or text buttons.`,
    );
  }
  if (primary && primary.ratio < 3)
    lines.push(
      `- **The primary button is hard to see:** the filled button at the ${primary.where} (\`${primary.fill}\`) has ${ratio(primary.ratio)} against the page; a control needs 3:1 (WCAG 1.4.11).`,
    );
  if (small.length > 0 && pointScale !== null) {
    const smallest = [...small].sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height))[0] ?? small[0];
    lines.push(
      `- **Tap targets under ${TAP_TARGET_PT} × ${TAP_TARGET_PT} pt:** ${small.length} of ${buttons.length} buttons; the smallest is about ${points(smallest?.width ?? 0, pointScale)} × ${points(smallest?.height ?? 0, pointScale)} pt (at the ${smallest?.where}). Make each at least ${TAP_TARGET_PT} pt on its short side (48 dp on Android).`,
    );
  }
  return lines;
}

/** The filled buttons, largest first: where, colour, size and contrast against the page. */
function buttonSection(m: DesignMeasurements): string[] {
  const read = m.buttons;
  if (!read || read.buttons.length === 0)
    return ['No filled buttons found: if the screen has a main action, it does not stand out as a filled button.'];
  const size = (b: { width: number; height: number }) =>
    `${b.width} × ${b.height} px${read.pointScale !== null ? ` (${points(b.width, read.pointScale)} × ${points(b.height, read.pointScale)} pt)` : ''}`;
  return [
    '| Where | Fill | Size | Against the page |',
    '|---|---|---|---|',
    ...read.buttons
      .slice(0, 10)
      .map(
        (b) =>
          `| ${b.where}${b === read.primary ? ' (primary)' : ''} | \`${b.fill}\` | ${size(b)} | ${ratio(b.ratio)} ${mark(b.ratio >= 3)} |`,
      ),
  ];
}

export function formatDesignReview(m: DesignMeasurements, title: string): string {
  const topThree = m.palette.slice(0, 3).reduce((sum, s) => sum + s.share, 0);
  const orientation = m.width === m.height ? 'square' : m.width > m.height ? 'landscape' : 'portrait';
  const pairs =
    m.contrast.length === 0
      ? 'Only one colour covers more than 1% of the image.'
      : [
          '| Colour A | Colour B | Ratio | AA normal | AA large | Use for |',
          '|---|---|---|---|---|---|',
          ...m.contrast.map(
            (p) =>
              `| \`${p.foreground}\` | \`${p.background}\` | ${ratio(p.ratio)} | ${mark(p.aaNormal)} | ${mark(p.aaLarge)} | ${contrastMeaning(p.ratio)} |`,
          ),
        ];
  return blocks(
    `## Design review: ${title.trim() || 'Untitled design'}`,
    headline(m),
    '### Text contrast, measured against each text’s own background (WCAG 2.x)',
    textSection(m),
    '### Buttons and tap targets',
    buttonSection(m),
    '### Clutter',
    clutterLine(m.clutter),
    '### Size and device',
    `${m.width} × ${m.height} px, ${m.aspectRatio} ${orientation}: most likely a **${m.device}** screen. ${DEVICE_MEANING[m.device]}`,
    '### Palette',
    ['| Colour | Share |', '|---|---|', ...m.palette.map((s) => `| \`${s.hex}\` | ${pct(s.share)} |`)],
    `${paletteMeaning(topThree, m.palette.length)} Mean brightness ${pct(m.brightness)}: a **${m.theme}** theme. ${brightnessMeaning(m.theme, m.brightness)}`,
    '### Dominant colour pairs',
    pairs,
    '### Still check by eye',
    HUMAN_CHECKS.map((check) => `- ${check}`),
    '_Measured from the pixels: text regions are found by their strokes; icons and images with fine detail can read as text. Check the flagged places with a contrast picker._',
  );
}
