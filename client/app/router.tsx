import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { User } from '@common/auth';
import { SCREENS, screenAt, type ScreenName } from '@common/screens';
import { SHARED_PAGE_PATTERN } from '@common/sharing';
import { Loading } from '@/components/load-states';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { readOpeningData } from '@/app/opening-reads';
import { loadLayout, SCREEN_VIEWS } from '@/app/screens';
import { useUser } from '@/features/auth/api/get-user';
import { paths } from '@/lib/paths';
import { LandingPage } from '@/pages/landing/landing-page';

const AppLayout = lazy(() => loadLayout().then((m) => ({ default: m.AppLayout })));
const SharedPage = lazy(() => import('@/pages/shared/shared-page').then((m) => ({ default: m.SharedPage })));
const SCREEN_LIST = Object.entries(SCREENS) as [ScreenName, (typeof SCREENS)[ScreenName]][];

/**
 * Starts downloading the layout and the screen at this address together, rather than the screen
 * only once the layout has rendered (the browser fetches each module once whoever asks).
 */
function preloadWorkspace(location: string) {
  void loadLayout();
  const screen = screenAt(location)?.name;
  if (screen) void SCREEN_VIEWS[screen].load();
  readOpeningData();
}

/**
 * A share link's page for anyone, signed in or not, outside the app's frame; every other address
 * goes through the sign-in gate.
 */
export function AppRouter() {
  return (
    <Switch>
      <Route path={SHARED_PAGE_PATTERN}>
        {({ token = '' }) => (
          <Suspense fallback={<FullPageSpinner />}>
            <SharedPage token={token} />
          </Suspense>
        )}
      </Route>
      <Route>
        <GatedRoutes />
      </Route>
    </Switch>
  );
}

/** Spinner while the user loads; the landing for visitors; the sidebar layout for verified users. */
function GatedRoutes() {
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

/** The landing at '/'; a signed-out visit to any other screen goes there. */
function VisitorRoutes() {
  return (
    <Switch>
      <Route path={paths.home}>
        <LandingPage />
      </Route>
      {SCREEN_LIST.map(([name, { path }]) => (
        <Route key={name} path={path}>
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
        {SCREEN_LIST.map(([name, { path }]) => {
          const { View } = SCREEN_VIEWS[name];
          return (
            <Route key={name} path={path}>
              {(params) => <View params={params} user={user} />}
            </Route>
          );
        })}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
