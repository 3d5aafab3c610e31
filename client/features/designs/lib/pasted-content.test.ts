import { describe, expect, it } from 'vitest';
import { describeFailure } from '@/features/designs/lib/describe-failure';
import { isTextField, pastedContent } from '@/features/designs/lib/pasted-content';
import { ApiError } from '@/lib/api-client';

const png = new File(['png'], 'shot.png', { type: 'image/png' });
const pdf = new File(['pdf'], 'brief.pdf', { type: 'application/pdf' });
const clipboard = (files: File[], types: string[] = files.length ? ['Files'] : []) => ({ files, types });

describe('pastedContent', () => {
  it('finds the image among the pasted files', () => {
    expect(pastedContent(clipboard([pdf, png]), false)).toEqual({ kind: 'image', file: png });
  });

  it('refuses pasted files that are not images', () => {
    expect(pastedContent(clipboard([pdf]), false)).toEqual({ kind: 'not-image' });
  });

  it('ignores text and empty pastes', () => {
    expect(pastedContent(clipboard([], ['text/plain']), true)).toEqual({ kind: 'ignore' });
    expect(pastedContent(clipboard([], ['text/plain']), false)).toEqual({ kind: 'ignore' });
    expect(pastedContent(null, false)).toEqual({ kind: 'ignore' });
  });

  it('lets text pasted into a field win over an image copied with it', () => {
    expect(pastedContent(clipboard([png], ['text/plain', 'Files']), true)).toEqual({ kind: 'ignore' });
    expect(pastedContent(clipboard([png], ['text/plain', 'Files']), false)).toEqual({ kind: 'image', file: png });
  });
});

describe('isTextField', () => {
  it('knows inputs, text areas and editable content', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(document.createElement('input'))).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(document.body)).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('describeFailure', () => {
  it('adds the server text when there is one', () => {
    expect(describeFailure('Failed to delete design', new ApiError(404, '{"message":"Design not found"}', ''))).toBe(
      'Failed to delete design: Design not found',
    );
    expect(describeFailure('Failed to delete design', new TypeError('Failed to fetch'))).toBe('Failed to delete design');
  });
});
