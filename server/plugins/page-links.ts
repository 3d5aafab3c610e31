import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageReads, screenAt, type ScreenCode } from '../../common/screens';

/** The files of each signed-in screen, as the client build listed them; none without that list. */
export function readScreenCode(clientDir: string): ScreenCode {
  const file = path.join(clientDir, '.vite', 'screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenCode) : {};
}

/** The `Link` entries for the code a signed-in page opens with: the layout, then its screen. */
export function screenCodeLinks(code: ScreenCode, url: string): string[] {
  const screen = screenAt(url)?.name;
  const parts = [code.layout, screen ? code[screen] : undefined];
  const scripts = new Set(parts.flatMap((part) => part?.scripts ?? []));
  const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
  // The app loads a screen's styles as `<link rel=stylesheet crossorigin>` (Vite's loader): the
  // preload must ask the same way (anonymous CORS), or the browser fetches twice and warns.
  return [
    ...[...styles].map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...[...scripts].map((href) => `<${href}>; rel=modulepreload`),
  ];
}

/**
 * The `Link` entries for the API reads a page opens with (credentialed fetches, as the app makes
 * them): the browser starts them as soon as the HTML arrives, while the app's code still downloads,
 * and the app's own requests for the same addresses take these answers instead of asking again.
 */
export const readLinks = (url: string) => pageReads(url).map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
