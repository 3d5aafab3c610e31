import { describe, expect, it } from 'vitest';
import { LAYOUT_MODULE, SCREENS } from '../common/screens';
import { screenCode, screenModules, type BuiltChunk } from './vite-screen-code';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  moduleIds,
  imports,
  css: [],
  ...extra,
});

/** A build: the entry, a shared chunk, the layout merged into a chunk of its own, two screens, a lazy editor. */
const chunks = [
  chunk('assets/index-1.js', ['/c/index.html'], ['assets/client-1.js'], { isEntry: true }),
  chunk('assets/client-1.js', ['/c/main.tsx'], ['assets/react-1.js']),
  chunk('assets/react-1.js', ['/nm/react-dom.js']),
  chunk('assets/workspace-1.js', ['/c/components/card.tsx'], ['assets/client-1.js']),
  chunk(
    'assets/app-layout-1.js',
    ['/c/features/palette.tsx', '/c/app/layout/app-layout.tsx'],
    ['assets/client-1.js', 'assets/workspace-1.js'],
  ),
  chunk('assets/chat-page-1.js', ['/c/pages/chat/chat-page.tsx'], ['assets/workspace-1.js', 'assets/conversations-1.js']),
  chunk('assets/conversations-1.js', ['/c/features/conversations.ts'], ['assets/react-1.js']),
  chunk('assets/documents-page-1.js', ['/c/pages/documents/documents-page.tsx'], ['assets/client-1.js'], {
    css: ['assets/documents-page-1.css'],
  }),
  chunk('assets/document-editor-1.js', ['/c/pages/documents/document-editor.tsx'], ['assets/client-1.js']),
];
const modules = screenModules('/c', { LAYOUT_MODULE, SCREENS });

describe('screenCode', () => {
  const code = screenCode(chunks, modules);

  it("names the chunk holding each screen's module and what it imports, not what the entry already loads", () => {
    expect(code.layout).toEqual({ scripts: ['/assets/app-layout-1.js', '/assets/workspace-1.js'], styles: [] });
    expect(code.chat).toEqual({ scripts: ['/assets/chat-page-1.js', '/assets/workspace-1.js', '/assets/conversations-1.js'], styles: [] });
  });

  it("names a screen's styles, and leaves out the code it loads later on its own", () => {
    expect(code.documents).toEqual({ scripts: ['/assets/documents-page-1.js'], styles: ['/assets/documents-page-1.css'] });
    expect(JSON.stringify(code)).not.toContain('document-editor');
  });

  it('leaves out a screen whose module no chunk holds', () => {
    expect(code.admin).toBeUndefined();
  });
});
