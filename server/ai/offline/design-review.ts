/** Measured, rule-based review of a UI image with sharp: size, palette, contrast, brightness, whitespace, density. */
import sharp from 'sharp';
import { contrastRatio, wcagGrades, type ContrastGrades } from './color-contrast';
import { aspectLabel, deviceClass, type DeviceClass } from './design-geometry';
import {
  DEVICE_MEANING,
  HUMAN_CHECKS,
  brightnessMeaning,
  contrastMeaning,
  densityMeaning,
  paletteMeaning,
  whitespaceMeaning,
} from './design-meaning';
import { dominantPalette, edgeDensity, meanBrightness, toGrey, whitespaceRatio, type Swatch } from './design-pixels';
import { blocks } from './markdown-blocks';

/** Images are measured on a copy at most this many pixels on its longer side. */
const MEASURE_SIZE = 400;
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

/** Measures an image; undecodable input rejects with sharp's own error. */
export async function measureDesign(image: Buffer): Promise<DesignMeasurements> {
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
  };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const mark = (pass: boolean) => (pass ? 'pass' : '**fail**');

export function formatDesignReview(m: DesignMeasurements, title: string): string {
  const topThree = m.palette.slice(0, 3).reduce((sum, s) => sum + s.share, 0);
  const orientation = m.width === m.height ? 'square' : m.width > m.height ? 'landscape' : 'portrait';
  const contrast =
    m.contrast.length === 0
      ? 'Only one colour covers more than 1% of the image, so there is no colour pair to compare.'
      : [
          '| Foreground | Background | Ratio | AA normal | AA large | AAA normal | AAA large | Use for |',
          '|---|---|---|---|---|---|---|---|',
          ...m.contrast.map(
            (p) =>
              `| \`${p.foreground}\` | \`${p.background}\` | ${p.ratio.toFixed(2)}:1 | ${mark(p.aaNormal)} | ${mark(p.aaLarge)} | ` +
              `${mark(p.aaaNormal)} | ${mark(p.aaaLarge)} | ${contrastMeaning(p.ratio)} |`,
          ),
        ];
  const failing = m.contrast.filter((p) => !p.aaNormal).length;
  return blocks(
    `## Design review: ${title.trim() || 'Untitled design'}`,
    '### Size and device',
    `${m.width} × ${m.height} px, ${m.aspectRatio} ${orientation}: most likely a **${m.device}** screen. ${DEVICE_MEANING[m.device]}`,
    '### Dominant palette',
    ['| Colour | Share |', '|---|---|', ...m.palette.map((s) => `| \`${s.hex}\` | ${pct(s.share)} |`)],
    `${paletteMeaning(topThree, m.palette.length)}`,
    '### Contrast between dominant colours (WCAG 2.x)',
    contrast,
    failing > 0
      ? `${failing} of ${m.contrast.length} pairs fall below 4.5:1: if any of them is text on background, it fails AA for body text.`
      : m.contrast.length > 0
        ? 'Every dominant colour pair reaches 4.5:1, so text drawn in these colours passes AA.'
        : '',
    '### Brightness',
    `Mean brightness ${pct(m.brightness)}: a **${m.theme}** theme. ${brightnessMeaning(m.theme, m.brightness)}`,
    '### Whitespace',
    `${pct(m.whitespace)} of the image is within a small tolerance of the background colour. ${whitespaceMeaning(m.whitespace)}`,
    '### Visual density',
    `${(m.edgeDensity * 100).toFixed(1)}% of pixels sit on a strong edge. ${densityMeaning(m.edgeDensity)}`,
    '### Still check by eye',
    HUMAN_CHECKS.map((check) => `- ${check}`),
    '_Measured from the pixels only: the contrast pairs are the dominant colours, not specific text. Check small text and icons with a contrast picker._',
  );
}
