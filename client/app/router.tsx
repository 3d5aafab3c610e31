import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { User } from '@common/auth';
import { screenAt, type ScreenName } from '@common/screens';
import { Loading } from '@/components/load-states';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { readOpeningData } from '@/app/opening-reads';
import { useUser } from '@/features/auth/api/get-user';
import { paths } from '@/lib/paths';
import { LandingPage } from '@/pages/landing/landing-page';

// Each screen is its own chunk, so the first screen does not wait for the code of the others; the
// signed-in layout (sidebar, dialogs) too, so the landing page downloads only what it shows. The
// modules are the ones common/screens.ts names, where the server finds the code a page opens with.
const screens = {
  layout: () => import('@/app/layout/app-layout'),
  home: () => import('@/pages/home/home-page'),
  chats: () => import('@/pages/chats/chats-page'),
  chat: () => import('@/pages/chat/chat-page'),
  designs: () => import('@/pages/designs/designs-page'),
  design: () => import('@/pages/designs/design-editor-page'),
  documents: () => import('@/pages/documents/documents-page'),
  templates: () => import('@/pages/templates/templates-page'),
  admin: () => import('@/pages/admin/admin-page'),
  billing: () => import('@/pages/billing/billing-page'),
  account: () => import('@/pages/account/account-page'),
} satisfies Record<ScreenName, () => Promise<unknown>>;

const AppLayout = lazy(() => screens.layout().then((m) => ({ default: m.AppLayout })));
const HomePage = lazy(() => screens.home().then((m) => ({ default: m.HomePage })));
const ChatsPage = lazy(() => screens.chats().then((m) => ({ default: m.ChatsPage })));
const ChatPage = lazy(() => screens.chat().then((m) => ({ default: m.ChatPage })));
const DesignsPage = lazy(() => screens.designs().then((m) => ({ default: m.DesignsPage })));
const DesignEditorPage = lazy(() => screens.design().then((m) => ({ default: m.DesignEditorPage })));
const DocumentsPage = lazy(() => screens.documents().then((m) => ({ default: m.DocumentsPage })));
const TemplatesPage = lazy(() => screens.templates().then((m) => ({ default: m.TemplatesPage })));
const AdminPage = lazy(() => screens.admin().then((m) => ({ default: m.AdminPage })));
const BillingPage = lazy(() => screens.billing().then((m) => ({ default: m.BillingPage })));
const AccountPage = lazy(() => screens.account().then((m) => ({ default: m.AccountPage })));

/**
 * Starts downloading the layout and the screen at this address together, rather than the screen
 * only once the layout has rendered (the browser fetches each module once whoever asks).
 */
function preloadWorkspace(location: string) {
  void screens.layout();
  const screen = screenAt(location);
  if (screen) void screens[screen]();
  readOpeningData();
}

/** The workspace's routes other than '/': signed-out visits to them go to the landing. */
const WORKSPACE_ROUTES = [
  paths.chats,
  paths.chatPattern,
  paths.designs,
  paths.designPattern,
  paths.documents,
  paths.templates,
  paths.admin,
  paths.account,
  paths.billing,
];

/** Spinner while the user loads; the landing for visitors; the sidebar layout for verified users. */
export function AppRouter() {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user?.otpVerified) return <VisitorRoutes />;
  preloadWorkspace(window.location.pathname);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppLayout user={user}>
        <WorkspaceRoutes user={user} />
      </AppLayout>
    </Suspense>
  );
}

function VisitorRoutes() {
  return (
    <Switch>
      <Route path={paths.home}>
        <LandingPage />
      </Route>
      {WORKSPACE_ROUTES.map((path) => (
        <Route key={path} path={path}>
          <Redirect to={paths.home} replace />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

function WorkspaceRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<Loading size="screen" />}>
      <Switch>
        <Route path={paths.home}>
          <HomePage />
        </Route>
        <Route path={paths.chats}>
          <ChatsPage />
        </Route>
        <Route path={paths.chatPattern}>{({ id }) => <ChatPage key={id} id={id} />}</Route>
        <Route path={paths.designs}>
          <DesignsPage />
        </Route>
        <Route path={paths.newDesign}>
          <DesignEditorPage key="new" id={null} />
        </Route>
        <Route path={paths.designPattern}>{({ id }) => <DesignEditorPage key={id} id={id} />}</Route>
        <Route path={paths.documents}>
          <DocumentsPage />
        </Route>
        <Route path={paths.account}>
          <AccountPage user={user} />
        </Route>
        <Route path={paths.templates}>
          <TemplatesPage />
        </Route>
        <Route path={paths.admin}>
          <AdminPage user={user} />
        </Route>
        <Route path={paths.billing}>
          <BillingPage user={user} />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
