import { useEffect } from 'react';

export const APP_NAME = 'Northstar';
/** The tab's title where no screen names itself (the landing page). */
export const DEFAULT_PAGE_TITLE = 'Northstar — your AI Chief Product Officer';

export const pageTitle = (name?: string | null) => (name?.trim() ? `${name.trim()} — ${APP_NAME}` : DEFAULT_PAGE_TITLE);

/** Names the browser tab after the screen ("All Chats — Northstar"); the default again when it leaves. */
export function usePageTitle(name?: string | null) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  useEffect(
    () => () => {
      document.title = DEFAULT_PAGE_TITLE;
    },
    [],
  );
}
