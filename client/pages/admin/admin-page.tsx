import { Redirect } from 'wouter';
import type { User } from '@common/auth';
import { PageLayout } from '@/components/page-layout';
import { AdminDashboard } from '@/pages/admin/admin-dashboard';

/** The admin area: visitors are asked to log in first, users who are not admins go back to '/'. */
export function AdminPage({ user }: { user: User | null | undefined }) {
  if (!user) {
    return (
      <PageLayout title="Admin Dashboard">
        <p className="py-16 text-center text-sm text-muted-foreground">Please log in first</p>
      </PageLayout>
    );
  }
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return <AdminDashboard currentUserId={user.id} />;
}
