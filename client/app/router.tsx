import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { User } from '@common/auth';
import { Loading } from '@/components/load-states';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { paths } from '@/lib/paths';
import { LandingPage } from '@/pages/landing/landing-page';

// Each screen is its own chunk, so the first screen does not wait for the code of the others; the
// signed-in layout (sidebar, dialogs) too, so the landing page downloads only what it shows.
const AppLayout = lazy(() => import('@/app/layout/app-layout').then((m) => ({ default: m.AppLayout })));
const AccountPage = lazy(() => import('@/pages/account/account-page').then((m) => ({ default: m.AccountPage })));
const HomePage = lazy(() => import('@/pages/home/home-page').then((m) => ({ default: m.HomePage })));
const ChatsPage = lazy(() => import('@/pages/chats/chats-page').then((m) => ({ default: m.ChatsPage })));
const ChatPage = lazy(() => import('@/pages/chat/chat-page').then((m) => ({ default: m.ChatPage })));
const DesignsPage = lazy(() => import('@/pages/designs/designs-page').then((m) => ({ default: m.DesignsPage })));
const DesignEditorPage = lazy(() => import('@/pages/designs/design-editor-page').then((m) => ({ default: m.DesignEditorPage })));
const DocumentsPage = lazy(() => import('@/pages/documents/documents-page').then((m) => ({ default: m.DocumentsPage })));

const TemplatesPage = lazy(() => import('@/pages/templates/templates-page').then((m) => ({ default: m.TemplatesPage })));
const AdminPage = lazy(() => import('@/pages/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const BillingPage = lazy(() => import('@/pages/billing/billing-page').then((m) => ({ default: m.BillingPage })));

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
