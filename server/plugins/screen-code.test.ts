import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, screenAt } from '../../common/screens';
import { screenCode, screenCodeLinks, type BuildManifest } from './screen-code';

/** A build as Vite records it: the entry, a shared chunk, the layout, two screens and a lazy editor. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_client-1.js'] },
  '_client-1.js': { file: 'assets/client-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_workspace-1.js': { file: 'assets/workspace-1.js', imports: ['_client-1.js'] },
  'app/layout/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_client-1.js', '_workspace-1.js'] },
  'pages/chat/chat-page.tsx': { file: 'assets/chat-page-1.js', imports: ['_workspace-1.js', '_conversations-1.js'] },
  '_conversations-1.js': { file: 'assets/conversations-1.js', imports: ['_react-1.js'] },
  'pages/documents/documents-page.tsx': { file: 'assets/documents-page-1.js', imports: ['_client-1.js'], css: ['assets/documents-page-1.css'] },
  'pages/documents/document-editor.tsx': { file: 'assets/document-editor-1.js', imports: ['_client-1.js'] },
};

describe('screenCode', () => {
  const code = screenCode(manifest);

  it("names each screen's own files and what they import, not what the page's entry already loads", () => {
    expect(code.layout).toEqual({ scripts: ['/assets/app-layout-1.js', '/assets/workspace-1.js'], styles: [] });
    expect(code.chat).toEqual({ scripts: ['/assets/chat-page-1.js', '/assets/workspace-1.js', '/assets/conversations-1.js'], styles: [] });
  });

  it("names a screen's styles, and leaves out the code it loads later on its own", () => {
    expect(code.documents).toEqual({ scripts: ['/assets/documents-page-1.js'], styles: ['/assets/documents-page-1.css'] });
    expect(JSON.stringify(code)).not.toContain('document-editor');
  });

  it('writes the layout and the screen once each, as Link entries, for the page at an address', () => {
    expect(screenCodeLinks(code, '/chat/6830b5bf-f394-468a-addc-a4770172039b')).toEqual([
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/workspace-1.js>; rel=modulepreload',
      '</assets/chat-page-1.js>; rel=modulepreload',
      '</assets/conversations-1.js>; rel=modulepreload',
    ]);
    expect(screenCodeLinks(code, '/documents?id=x')).toEqual([
      '</assets/documents-page-1.css>; rel=preload; as=style',
      '</assets/app-layout-1.js>; rel=modulepreload',
      '</assets/workspace-1.js>; rel=modulepreload',
      '</assets/documents-page-1.js>; rel=modulepreload',
    ]);
  });

  it('names only the layout for an address no screen shows, and nothing without a manifest', () => {
    expect(screenCodeLinks(code, '/no-such-page')).toEqual(['</assets/app-layout-1.js>; rel=modulepreload', '</assets/workspace-1.js>; rel=modulepreload']);
    expect(screenCodeLinks({}, '/chat/x')).toEqual([]);
  });
});

describe('screenAt', () => {
  it('finds the screen of each address by its first segments', () => {
    expect(screenAt('/')).toBe('home');
    expect(screenAt('/chat/abc')).toBe('chat');
    expect(screenAt('/chat')).toBeUndefined();
    expect(screenAt('/chats')).toBe('chats');
    expect(screenAt('/designs')).toBe('designs');
    expect(screenAt('/designs/new')).toBe('design');
    expect(screenAt('/documents')).toBe('documents');
    expect(screenAt('/layout')).toBeUndefined();
    expect(screenAt('/constructor')).toBeUndefined();
  });

  it('names client modules that exist', () => {
    for (const module of Object.values(SCREEN_MODULES)) expect(existsSync(fileURLToPath(new URL(`../../client/${module}`, import.meta.url))), module).toBe(true);
  });
});
