import { lazy, type ComponentType, type ReactNode } from 'react';
import type { User } from '@common/auth';
import type { ScreenName } from '@common/screens';

/** What a screen is drawn with: its address's parameters and the signed-in user. */
export type ScreenProps = { params: Record<string, string | undefined>; user: User };

type ScreenView = { load: () => Promise<unknown>; View: ComponentType<ScreenProps> };

/** A screen whose code loads when it is first shown (or preloaded), drawn from its module by `render`. */
function screen<M>(load: () => Promise<M>, render: (module: M, props: ScreenProps) => ReactNode): ScreenView {
  const View = lazy(async () => {
    const module = await load();
    return { default: (props: ScreenProps) => render(module, props) };
  });
  return { load, View };
}

/**
 * How each screen of `SCREENS` (common/screens.ts) is drawn. Each is its own chunk, so the first
 * screen does not wait for the code of the others; the imports name the modules `SCREENS` lists.
 */
export const SCREEN_VIEWS: Record<ScreenName, ScreenView> = {
  home: screen(
    () => import('@/pages/home/home-page'),
    (m) => <m.HomePage />,
  ),
  chats: screen(
    () => import('@/pages/chats/chats-page'),
    (m) => <m.ChatsPage />,
  ),
  chat: screen(
    () => import('@/pages/chat/chat-page'),
    (m, { params: { id = '' } }) => <m.ChatPage key={id} id={id} />,
  ),
  designs: screen(
    () => import('@/pages/designs/designs-page'),
    (m) => <m.DesignsPage />,
  ),
  design: screen(
    () => import('@/pages/designs/design-editor-page'),
    (m, { params: { id = 'new' } }) => <m.DesignEditorPage key={id} id={id === 'new' ? null : id} />,
  ),
  documents: screen(
    () => import('@/pages/documents/documents-page'),
    (m) => <m.DocumentsPage />,
  ),
  products: screen(
    () => import('@/pages/products/products-page'),
    (m) => <m.ProductsPage />,
  ),
  product: screen(
    () => import('@/pages/products/product-page'),
    (m, { params: { id = '' } }) => <m.ProductPage key={id} id={id} />,
  ),
  templates: screen(
    () => import('@/pages/templates/templates-page'),
    (m) => <m.TemplatesPage />,
  ),
  admin: screen(
    () => import('@/pages/admin/admin-page'),
    (m, { user }) => <m.AdminPage user={user} />,
  ),
  billing: screen(
    () => import('@/pages/billing/billing-page'),
    (m, { user }) => <m.BillingPage user={user} />,
  ),
  account: screen(
    () => import('@/pages/account/account-page'),
    (m, { user }) => <m.AccountPage user={user} />,
  ),
};

/** The frame around every signed-in screen (sidebar, palette, dialogs), its own chunk too. */
export const loadLayout = () => import('@/app/layout/app-layout');
