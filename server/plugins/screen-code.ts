import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenAt, type ScreenCode } from '../../common/screens';

/** The files of each signed-in screen, as the client build listed them; none without that list. */
export function readScreenCode(clientDir: string): ScreenCode {
  const file = path.join(clientDir, '.vite', 'screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenCode) : {};
}

/** The `Link` entries for the code a signed-in page opens with: the layout, then its screen. */
export function screenCodeLinks(code: ScreenCode, url: string): string[] {
  const screen = screenAt(url.split('?')[0] ?? '/');
  const parts = [code.layout, screen ? code[screen] : undefined];
  const scripts = new Set(parts.flatMap((part) => part?.scripts ?? []));
  const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
  return [...[...styles].map((href) => `<${href}>; rel=preload; as=style`), ...[...scripts].map((href) => `<${href}>; rel=modulepreload`)];
}
