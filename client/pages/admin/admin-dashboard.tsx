import * as Tabs from '@radix-ui/react-tabs';
import { PageLayout } from '@/components/page-layout';
import { LoadFailed, Loading } from '@/components/load-states';
import { useAdminQuestionnaires } from '@/features/admin/api/get-admin-questionnaires';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { usePrompts } from '@/features/admin/api/get-prompts';
import { AiConnectionsTab } from '@/features/admin/components/ai-connections-tab';
import { UsageTab } from '@/features/admin/components/usage-tab';
import { FeedbackTab } from '@/features/admin/components/feedback-tab';
import { PromptsTab } from '@/features/admin/components/prompts-tab';
import { QuestionnairesTab } from '@/features/admin/components/questionnaires-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { VotesTab } from '@/features/admin/components/votes-tab';
import { ManageTemplates } from '@/features/templates/components/manage-templates';

const TABS = [
  ['users', 'Users'],
  ['ai', 'AI connections'],
  ['usage', 'Usage'],
  ['prompts', 'AI Prompts'],
  ['questionnaires', 'Journey Questionnaires'],
  ['templates', 'Templates'],
  ['feedback', 'Feedback'],
  ['votes', 'Votes'],
] as const;

const triggerClass =
  'inline-flex h-8 shrink-0 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** Admin Dashboard: users, AI connections and usage, AI prompts, journey questionnaires, templates, feedback and votes on replies, in tabs. */
export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const users = useAdminUsers();
  const prompts = usePrompts();
  const questionnaires = useAdminQuestionnaires();
  const queries = [users, prompts, questionnaires];

  if (queries.some((query) => query.isPending)) {
    return <Loading size="screen" className="min-h-[50dvh]" />;
  }
  return (
    <PageLayout title="Admin Dashboard">
      {!users.data || !prompts.data || !questionnaires.data ? (
        <LoadFailed message="Could not load the admin data." onRetry={() => queries.forEach((query) => void query.refetch())} />
      ) : (
        <Tabs.Root defaultValue="users" className="space-y-6">
          {/* One row: on a narrow screen the tabs scroll sideways rather than wrap. */}
          <Tabs.List
            aria-label="Admin sections"
            className="flex max-w-full gap-1 overflow-x-auto overscroll-x-contain rounded-lg bg-muted p-1 [scrollbar-width:none] sm:inline-flex"
          >
            {TABS.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} className={triggerClass}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="users" className="outline-none">
            <UsersTab users={users.data} currentUserId={currentUserId} />
          </Tabs.Content>
          <Tabs.Content value="ai" className="outline-none">
            <AiConnectionsTab />
          </Tabs.Content>
          <Tabs.Content value="usage" className="outline-none">
            <UsageTab />
          </Tabs.Content>
          <Tabs.Content value="prompts" className="outline-none">
            <PromptsTab prompts={prompts.data} />
          </Tabs.Content>
          <Tabs.Content value="questionnaires" className="outline-none">
            <QuestionnairesTab questionnaires={questionnaires.data} />
          </Tabs.Content>
          <Tabs.Content value="templates" className="outline-none">
            <ManageTemplates />
          </Tabs.Content>
          <Tabs.Content value="feedback" className="outline-none">
            <FeedbackTab />
          </Tabs.Content>
          <Tabs.Content value="votes" className="outline-none">
            <VotesTab />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </PageLayout>
  );
}
