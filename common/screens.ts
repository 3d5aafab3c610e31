import { CHAT_PAGE_SIZE } from './constants';
import { api } from './contract/api';
import { urlOf } from './contract/route';

/** Where a page address points: its path parameters (`:id`) and its query. */
export type ScreenAddress = { params: Record<string, string>; query: URLSearchParams };

type Screen = {
  /** The address pattern, as the client's router reads it (`:name` matches one path segment). */
  path: string;
  /** The client module (a path under client/) the screen's code starts from. */
  module: string;
  /** The API reads the screen opens with, which the page names so they start before its code runs. */
  reads?: (at: ScreenAddress) => string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether replies come from a model or the offline engine: chats and the editor say so in their header. */
const AI_STATUS = urlOf(api.ai.status);

/**
 * The signed-in app's screens, in one table: the client's router draws its routes from it, the build
 * lists each screen's code from `module`, and the server names a page's code and reads from it.
 */
export const SCREENS = {
  home: { path: '/', module: 'pages/home/home-page.tsx' },
  chats: { path: '/chats', module: 'pages/chats/chats-page.tsx' },
  chat: {
    path: '/chat/:id',
    module: 'pages/chat/chat-page.tsx',
    // The document, its latest messages and memories, which the chat waits for.
    reads: ({ params: { id = '' } }) =>
      UUID.test(id)
        ? [
            urlOf(api.documents.one, { id }),
            urlOf(api.messages.list, { id }, { limit: CHAT_PAGE_SIZE }),
            urlOf(api.memories.list, { id }),
            AI_STATUS,
          ]
        : [],
  },
  designs: { path: '/designs', module: 'pages/designs/designs-page.tsx', reads: () => [urlOf(api.designs.list)] },
  /** A design's editor; `/designs/new` opens it on a new design. */
  design: { path: '/designs/:id', module: 'pages/designs/design-editor-page.tsx' },
  documents: {
    path: '/documents',
    module: 'pages/documents/documents-page.tsx',
    reads: ({ query }) => {
      const id = query.get('id') ?? '';
      return UUID.test(id) ? [urlOf(api.documents.one, { id }), AI_STATUS] : [];
    },
  },
  products: { path: '/products', module: 'pages/products/products-page.tsx', reads: () => [urlOf(api.products.list)] },
  /** A product's page: its details, facts, knowledge and items. */
  product: {
    path: '/products/:id',
    module: 'pages/products/product-page.tsx',
    reads: ({ params: { id = '' } }) =>
      UUID.test(id)
        ? [urlOf(api.products.one, { id }), urlOf(api.productFacts.list, { id }), urlOf(api.productKnowledge.list, { id })]
        : [],
  },
  templates: { path: '/templates', module: 'pages/templates/templates-page.tsx' },
  admin: { path: '/admin', module: 'pages/admin/admin-page.tsx' },
  billing: { path: '/billing', module: 'pages/billing/billing-page.tsx' },
  account: { path: '/account', module: 'pages/account/account-page.tsx' },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

/** The frame around every signed-in screen (sidebar, palette, dialogs): its code loads with any screen. */
export const LAYOUT_MODULE = 'app/layout/app-layout.tsx';

/** A path segment as written, or null when it is not valid percent-encoding. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The path parameters of a pattern's match, or null when the path does not match it. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.replace(/(.)\/$/, '$1').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i] ?? '';
    if (part.startsWith(':')) {
      const value = decoded(segment);
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return params;
}

/** The screen a page address shows, with its parameters; undefined for an address no screen has. */
export function screenAt(url: string): { name: ScreenName; address: ScreenAddress } | undefined {
  const [pathname = '/', search = ''] = url.split('?');
  for (const [name, screen] of Object.entries(SCREENS) as [ScreenName, Screen][]) {
    const params = matchPath(screen.path, pathname);
    if (params) return { name, address: { params, query: new URLSearchParams(search) } };
  }
  return undefined;
}

/** The API reads a page opens with: the signed-in user on every page, then what its screen reads first. */
export function pageReads(url: string): string[] {
  const at = screenAt(url);
  const screen: Screen | undefined = at && SCREENS[at.name];
  return [urlOf(api.auth.user), ...(at && screen?.reads ? screen.reads(at.address) : [])];
}

/** The code a signed-in screen needs beyond what every page loads: its scripts and its styles. */
export type ScreenFiles = { scripts: string[]; styles: string[] };
/** The files of the layout and of every screen, as the client build writes them for the server (`.vite/screens.json`). */
export type ScreenCode = Partial<Record<ScreenName | 'layout', ScreenFiles>>;
