import { describe, expect, it } from 'vitest';
import { chatPromptVersion, promptVersion } from './prompt-version';

describe('prompt versions', () => {
  it('names a prompt with a short hash of its words, the same for the same words', () => {
    expect(promptVersion('document_feedback', 'Review the PRD.')).toMatch(/^document_feedback#[0-9a-f]{8}$/);
    expect(promptVersion('title', ' Short title ')).toBe(promptVersion('title', 'Short title'));
    expect(promptVersion('title', 'One')).not.toBe(promptVersion('title', 'Two'));
  });

  it('calls a prompt without words of its own the default', () => {
    expect(promptVersion('document_feedback', undefined)).toBe('document_feedback#default');
    expect(promptVersion('document_feedback', '  ', null)).toBe('document_feedback#default');
  });

  it("versions a chat reply's prompt by the admin's words and the journey's playbook", () => {
    const plain = chatPromptVersion('prd', null);
    expect(plain).toMatch(/^chat\/prd#[0-9a-f]{8}$/);
    expect(chatPromptVersion('prd', 'Be terse.')).not.toBe(plain);
    expect(chatPromptVersion('explore', null)).not.toBe(plain.replace('prd', 'explore'));
  });
});
