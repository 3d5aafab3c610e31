import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentExtensions } from '@common/editor/extensions';
import { TrackerChips, trackerChipsKey, type TrackerChip } from './tracker-chips';

const HTML =
  '<h2>User stories</h2><ul><li><p>As a PM, I want to export my PRD as PDF, so that I can share it.</p></li></ul>' +
  '<table><tbody><tr><th><p>ID</p></th><th><p>Requirement</p></th></tr><tr><td><p>FR-1</p></td><td><p>Audit log</p></td></tr></tbody></table>';

const chip = (key: string, title: string, label: string): TrackerChip => ({
  key,
  title,
  label,
  url: `https://tracker.example.com/${label}`,
  tracker: 'GitHub',
});

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function open(html: string, chips: TrackerChip[]) {
  editor = new Editor({ extensions: [...documentExtensions(), TrackerChips], content: html, element: document.createElement('div') });
  editor.view.dispatch(editor.state.tr.setMeta(trackerChipsKey, chips));
  return editor;
}
const chipsIn = (e: Editor) => [...e.view.dom.querySelectorAll('a.tracker-chip')].map((a) => [a.textContent, a.closest('p')?.textContent]);

describe('tracker chips', () => {
  it("shows each sent issue after its requirement, found by its title or its id, and never in the document's HTML", () => {
    const e = open(HTML, [
      chip('pm-export-prd-pdf-share', 'As a PM, I want to export my PRD as PDF, so that I can share it.', '#1'),
      chip('FR-1', 'FR-1: Audit log', '#2'),
      chip('gone', 'A requirement no longer there', '#3'),
    ]);
    expect(chipsIn(e)).toEqual([
      ['#1', 'As a PM, I want to export my PRD as PDF, so that I can share it.#1'],
      ['#2', 'FR-1#2'],
    ]);
    expect(e.getHTML()).not.toContain('tracker-chip');
  });

  it('finds the requirement again after an edit elsewhere, and drops a chip whose requirement is gone', () => {
    const e = open(HTML, [chip('FR-1', 'FR-1: Audit log', '#2')]);
    e.commands.insertContentAt(0, '<p>Intro</p>');
    expect(chipsIn(e)).toEqual([['#2', 'FR-1#2']]);
    e.commands.setContent('<p>Nothing left</p>');
    expect(chipsIn(e)).toEqual([]);
  });
});
