/** What each design measurement means for the design, in plain words. */
import type { DeviceClass } from './design-geometry';

export const DEVICE_MEANING: Record<DeviceClass, string> = {
  phone:
    'Judge it at arm’s length with one thumb: primary actions within the lower half, touch targets at least 44 × 44 pt, body text 16 px or larger.',
  tablet: 'Check both orientations: layouts that are a stretched phone screen or a squeezed desktop page waste the space or crowd it.',
  desktop:
    'Check the layout at 1280 px and 1920 px wide: line length should stay under about 80 characters and key actions above the fold.',
  wide: 'On wide screens content tends to drift apart; cap the content width or use the space for a second pane, not longer lines.',
};

export function paletteMeaning(topThreeShare: number, colours: number): string {
  if (colours <= 2) return 'A two-colour image: clear, but check that status, links and actions still have a distinct colour.';
  if (topThreeShare >= 0.9) return 'A restrained palette: most of the screen is a few colours, which keeps attention for the accents.';
  if (topThreeShare >= 0.7) return 'A moderate palette: check that accent colours are reserved for actions and status, not decoration.';
  return 'A varied palette (photos, illustrations or many accents): make sure the primary action still stands out.';
}

export function contrastMeaning(ratio: number): string {
  if (ratio >= 7) return 'fine for any text';
  if (ratio >= 4.5) return 'fine for body text (AA)';
  if (ratio >= 3) return 'large text (24 px, or 18.66 px bold) and icons only';
  return 'too low for text or meaningful icons; decoration only';
}

export function brightnessMeaning(theme: 'light' | 'dark', brightness: number): string {
  if (theme === 'dark') {
    return brightness < 0.15
      ? 'Very dark: avoid pure white text on pure black (it halates); use an off-white and separate surfaces with lighter greys, not shadows.'
      : 'Make sure surfaces differ enough in lightness to show layers, and that accents keep 3:1 against the background.';
  }
  return brightness > 0.9
    ? 'Mostly white: borders and cards may need a little more contrast to separate regions.'
    : 'Conventional and readable; check that secondary grey text still reaches 4.5:1.';
}

export const HUMAN_CHECKS: readonly string[] = [
  '**Hierarchy:** is the most important thing the most prominent? Is there one primary action?',
  '**Copy:** are labels in the users’ words, buttons specific ("Send invoice", not "Submit"), errors helpful?',
  '**Affordances:** do clickable things look clickable, and do inert things not?',
  '**States:** are empty, loading, error, success and long-content states designed?',
  '**Consistency:** do the same components, spacing and names repeat across screens?',
  '**Accessibility beyond colour:** keyboard order and focus, text alternatives, touch target size, meaning not carried by colour alone.',
];
