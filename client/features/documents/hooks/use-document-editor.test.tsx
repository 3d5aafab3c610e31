import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Editor } from '@tiptap/react';
import { prepareDocumentEditor, releasePreparedEditor, useDocumentEditor } from '@/features/documents/hooks/use-document-editor';

const PRD = '<h1>Launch plan</h1><p>Ship in May.</p>';

// jsdom does not lay text out: ProseMirror's scroll-into-view measures a Range.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => releasePreparedEditor());

const open = (initialContent: string, onChange = vi.fn()) => ({
  onChange,
  ...renderHook(() => useDocumentEditor({ initialContent, onChange })),
});

describe('useDocumentEditor', () => {
  it('takes the editor made ahead for the same text, drawn and ready to edit', async () => {
    const mount = vi.spyOn(Editor.prototype, 'mount');
    await prepareDocumentEditor(PRD);
    const [made] = mount.mock.contexts as Editor[];
    const first = open(PRD);
    expect(first.result.current).toBe(made);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(first.result.current.view.dom.textContent).toContain('Ship in May.');
    // The next screen for the same text makes its own: the one made ahead was taken.
    const second = open(PRD);
    expect(second.result.current).not.toBe(made);
    expect(mount).toHaveBeenCalledTimes(2);
    mount.mockRestore();
  });

  it('makes a new editor when the text differs from the one made ahead, and drops that one', async () => {
    const mount = vi.spyOn(Editor.prototype, 'mount');
    await prepareDocumentEditor('<p>Another document</p>');
    const [made] = mount.mock.contexts as Editor[];
    mount.mockRestore();
    const { result } = open(PRD);
    expect(result.current).not.toBe(made);
    expect(result.current.getText()).toContain('Ship in May.');
    expect(made?.isDestroyed).toBe(true);
    expect(result.current.isDestroyed).toBe(false);
  });

  it('a preparation overtaken by another stops without leaving an editor behind', async () => {
    const first = prepareDocumentEditor('<p>First</p>');
    releasePreparedEditor();
    await first;
    const { result } = open('<p>First</p>');
    // Made for this screen, not taken from the dropped preparation.
    expect(result.current.isDestroyed).toBe(false);
    expect(result.current.getText()).toBe('First');
  });

  it('reports edits, not the paragraph the editor adds by itself after a final table', async () => {
    const table = '<table><tbody><tr><th><p>Metric</p></th></tr><tr><td><p>Activation</p></td></tr></tbody></table>';
    await prepareDocumentEditor(table);
    const { result, onChange } = open(table);
    expect(onChange).not.toHaveBeenCalled();
    act(() => void result.current.commands.insertContent('Goal'));
    expect(onChange).toHaveBeenCalledWith(result.current);
  });

  it('destroys the editor once its screen goes', async () => {
    const { result, unmount } = open(PRD);
    const editor = result.current;
    unmount();
    await waitFor(() => expect(editor.isDestroyed).toBe(true));
  });
});
