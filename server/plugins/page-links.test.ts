import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MODULE, SCREENS, type ScreenCode } from '../../common/screens';
import { readLinks, screenCodeLinks } from './page-links';

const code: ScreenCode = {
  layout: { scripts: ['/assets/app-layout-1.js', '/assets/workspace-1.js'], styles: [] },
  chat: { scripts: ['/assets/chat-page-1.js', '/assets/workspace-1.js', '/assets/conversations-1.js'], styles: [] },
  documents: { scripts: ['/assets/documents-page-1.js'], styles: ['/assets/documents-page-1.css'] },
};

describe('screenCodeLinks', () => {
  it('writes the layout and the screen, each file once, as Link entries for the page at an address', () => {
    expect(screenCodeLinks(code, '/chat/6830b5bf-f394-468a-addc-a4770172039b')).toEqual([
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/workspace-1.js>; rel=modulepreload',
      '</assets/chat-page-1.js>; rel=modulepreload',
      '</assets/conversations-1.js>; rel=modulepreload',
    ]);
    expect(screenCodeLinks(code, '/documents?id=x')).toEqual([
      '</assets/documents-page-1.css>; rel=preload; as=style; crossorigin',
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/workspace-1.js>; rel=modulepreload',
      '</assets/documents-page-1.js>; rel=modulepreload',
    ]);
  });

  it('names only the layout for an address no screen shows, and nothing without the build list', () => {
    expect(screenCodeLinks(code, '/no-such-page')).toEqual([
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/workspace-1.js>; rel=modulepreload',
    ]);
    expect(screenCodeLinks({}, '/chat/x')).toEqual([]);
  });
});

describe('readLinks', () => {
  it('writes credentialed fetch preloads, as the app makes its reads', () => {
    expect(readLinks('/designs')).toEqual([
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/designs>; rel=preload; as=fetch; crossorigin=use-credentials',
    ]);
  });
});

describe('the screen table', () => {
  it('names client modules that exist', () => {
    for (const module of [LAYOUT_MODULE, ...Object.values(SCREENS).map((screen) => screen.module)])
      expect(existsSync(fileURLToPath(new URL(`../../client/${module}`, import.meta.url))), module).toBe(true);
  });
});
