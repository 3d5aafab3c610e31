import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, importFileProblem, MAX_IMPORT_BYTES } from '@/features/documents/lib/import-file';

const file = (name: string, size = 10) => ({ name, size });

describe('importFileProblem: the Upload button takes .txt, .doc, .docx and .md files up to 5 MB', () => {
  it('accepts the four types, whatever the case of the extension', () => {
    for (const name of ['notes.txt', 'PRD.DOCX', 'old.doc', 'readme.Md', 'v1.2.final.md']) {
      expect(importFileProblem(file(name))).toBeNull();
    }
    expect(IMPORT_ACCEPT).toBe('.txt,.doc,.docx,.md');
  });

  it('refuses other types, names without an extension and look-alikes', () => {
    for (const name of ['deck.pdf', 'shot.png', 'docx', '.md', 'notes.txt.exe', 'page.html', 'sheet.docm']) {
      expect(importFileProblem(file(name))).toEqual({
        title: 'Unsupported file type',
        description: 'Please upload a .txt, .md, .docx or .doc file.',
      });
    }
  });

  it('refuses a file over 5 MB', () => {
    expect(importFileProblem(file('big.docx', MAX_IMPORT_BYTES))).toBeNull();
    expect(importFileProblem(file('big.docx', MAX_IMPORT_BYTES + 1))?.title).toBe('File too large');
  });
});
