import { Redirect, Route, Switch } from 'wouter';
import type { User } from '@common/auth';
import { AppLayout } from '@/app/layout/app-layout';
import { NotFound } from '@/components/not-found';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AccountPage } from '@/features/account/account-page';
import { useUser } from '@/features/auth/api/get-user';
import { LandingPage } from '@/features/auth/components/landing-page';

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
    <Switch>
      <Route path="/account">
        <AccountPage user={user} />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
