/**
 * The signed-in app's screens, each with the client module (a path under client/) its code starts
 * from. The client loads each screen's code when first shown; the server names the code of the
 * screen a page opens on, so the browser downloads it with the app's own code rather than after it.
 */
export const SCREEN_MODULES = {
  /** The frame around every signed-in screen: sidebar, palette, dialogs. */
  layout: 'app/layout/app-layout.tsx',
  home: 'pages/home/home-page.tsx',
  chats: 'pages/chats/chats-page.tsx',
  chat: 'pages/chat/chat-page.tsx',
  designs: 'pages/designs/designs-page.tsx',
  design: 'pages/designs/design-editor-page.tsx',
  documents: 'pages/documents/documents-page.tsx',
  templates: 'pages/templates/templates-page.tsx',
  admin: 'pages/admin/admin-page.tsx',
  billing: 'pages/billing/billing-page.tsx',
  account: 'pages/account/account-page.tsx',
} as const;

export type ScreenName = keyof typeof SCREEN_MODULES;

/** The screen a page address (its path, without the query) shows, by its first segments. */
export function screenAt(pathname: string): Exclude<ScreenName, 'layout'> | undefined {
  const [first = '', second] = pathname.split('/').slice(1);
  if (first === '') return 'home';
  if (first === 'chat') return second ? 'chat' : undefined;
  if (first === 'designs' && second) return 'design';
  if (first === 'layout' || !Object.hasOwn(SCREEN_MODULES, first)) return undefined;
  return first as Exclude<ScreenName, 'layout'>;
}

/** The code a signed-in screen needs beyond what every page loads: its scripts and its styles. */
export type ScreenFiles = { scripts: string[]; styles: string[] };
/** Every screen's files by name, as the client build writes them for the server (`.vite/screens.json`). */
export type ScreenCode = Partial<Record<ScreenName, ScreenFiles>>;
