import { useCallback, useEffect, useSyncExternalStore } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** The saved choice in localStorage; /theme-init.js reads the same key before the first paint. */
export const THEME_KEY = 'northstar-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const systemDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Whether the page shows dark for this choice now. */
export const isDark = (choice: ThemeChoice) => choice === 'dark' || (choice === 'system' && systemDark());

export function applyTheme(choice: ThemeChoice = storedTheme()) {
  document.documentElement.classList.toggle('dark', isDark(choice));
}

export function setTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
  applyTheme(choice);
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => event.key === THEME_KEY && (applyTheme(), notify());
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
};

/** The theme choice (Light, Dark, System), kept in step across tabs and with the system setting. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, storedTheme, () => 'system' as const);
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);
  /** Light when the page is dark, dark when it is light (the command palette's "Toggle theme"). */
  const toggle = useCallback(() => setTheme(isDark(storedTheme()) ? 'light' : 'dark'), []);
  return { choice, setTheme, toggle };
}
