import { describe, expect, it } from 'vitest';
import { capitalize } from '@/features/admin/lib/labels';

describe('capitalize', () => {
  it('capitalises the first letter of a prompt or journey type only', () => {
    expect(capitalize('chat')).toBe('Chat');
    expect(capitalize('document_feedback')).toBe('Document_feedback');
    expect(capitalize('')).toBe('');
  });
});
