import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { User } from '@common/auth';
import { AppLayout } from '@/app/layout/app-layout';
import { NotFound } from '@/components/not-found';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { AccountPage } from '@/features/account/account-page';
import { useUser } from '@/features/auth/api/get-user';
import { LandingPage } from '@/features/auth/components/landing-page';

// Each screen is its own chunk, so the first screen does not wait for the code of the others.
const HomePage = lazy(() => import('@/pages/home/home-page').then((m) => ({ default: m.HomePage })));
const ChatsPage = lazy(() => import('@/pages/chats/chats-page').then((m) => ({ default: m.ChatsPage })));
const ChatPage = lazy(() => import('@/pages/chat/chat-page').then((m) => ({ default: m.ChatPage })));
const DesignsPage = lazy(() => import('@/features/designs/pages/designs-page').then((m) => ({ default: m.DesignsPage })));
const DesignEditorPage = lazy(() =>
  import('@/features/designs/pages/design-editor-page').then((m) => ({ default: m.DesignEditorPage })),
);
const DocumentsPage = lazy(() => import('@/pages/documents/documents-page').then((m) => ({ default: m.DocumentsPage })));

const TemplatesPage = lazy(() => import('@/pages/templates/templates-page').then((m) => ({ default: m.TemplatesPage })));
const AdminPage = lazy(() => import('@/pages/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const BillingPage = lazy(() => import('@/pages/billing/billing-page').then((m) => ({ default: m.BillingPage })));

/** The workspace routes of SPEC section 2, other than '/': signed-out visits to them go to the landing. */
const WORKSPACE_ROUTES = [
  '/chats',
  '/chat/:id',
  '/designs',
  '/designs/:id',
  '/documents',
  '/templates',
  '/admin',
  '/account',
  '/billing',
];

/** Spinner while the user loads; the landing for visitors; the sidebar layout for verified users. */
export function AppRouter() {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user?.otpVerified) return <VisitorRoutes />;
  return (
    <AppLayout user={user}>
      <WorkspaceRoutes user={user} />
    </AppLayout>
  );
}

function VisitorRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      {WORKSPACE_ROUTES.map((path) => (
        <Route key={path} path={path}>
          <Redirect to="/" replace />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function WorkspaceRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/chats">
          <ChatsPage />
        </Route>
        <Route path="/chat/:id">{({ id }) => <ChatPage key={id} id={id} />}</Route>
        <Route path="/designs">
          <DesignsPage />
        </Route>
        <Route path="/designs/new">
          <DesignEditorPage key="new" id={null} />
        </Route>
        <Route path="/designs/:id">{({ id }) => <DesignEditorPage key={id} id={id} />}</Route>
        <Route path="/documents">
          <DocumentsPage />
        </Route>
        <Route path="/account">
          <AccountPage user={user} />
        </Route>
        <Route path="/templates">
          <TemplatesPage />
        </Route>
        <Route path="/admin">
          <AdminPage user={user} />
        </Route>
        <Route path="/billing">
          <BillingPage user={user} />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}

function ScreenSpinner() {
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
