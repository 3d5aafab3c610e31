import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE, usePageTitle } from '@/hooks/use-page-title';

describe('usePageTitle', () => {
  it('names the tab after the screen, and gives the default back when the screen leaves', () => {
    const { rerender, unmount } = renderHook(({ name }) => usePageTitle(name), { initialProps: { name: 'All Chats' } });
    expect(document.title).toBe('All Chats — Northstar');
    rerender({ name: 'Checkout redesign PRD' });
    expect(document.title).toBe('Checkout redesign PRD — Northstar');
    rerender({ name: '  ' });
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
    unmount();
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });
});
