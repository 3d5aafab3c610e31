import {
  CreditCard,
  FileText,
  LayoutTemplate,
  MessageSquare,
  MessageSquarePlus,
  Palette,
  Send,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@common/auth';
import { RecentChats } from '@/app/layout/recent-chats';
import { SidebarItem } from '@/app/layout/sidebar-item';
import { SidebarProducts } from '@/app/layout/sidebar-products';
import { SidebarUser } from '@/app/layout/sidebar-user';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { useProducts } from '@/features/products/api/get-products';
import { useSidebar } from '@/features/sidebar/api/get-sidebar';
import { paths } from '@/lib/paths';

type SidebarContentProps = { user: User; collapsed: boolean; onNavigate?: () => void };

const isUnder = (location: string, ...prefixes: string[]) =>
  prefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));

/** Navigation, recent documents, feedback and the signed-in user: shared by the desktop and mobile sidebars. */
export function SidebarContent({ user, collapsed, onNavigate }: SidebarContentProps) {
  const [location] = useLocation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const sidebar = useSidebar({ enabled: user.otpVerified });
  const counts = sidebar.data?.counts;
  const products = useProducts({ enabled: user.otpVerified }).data;

  const link = (href: string, active = location === href) => ({
    href,
    current: location === href,
    active,
    collapsed,
    onNavigate,
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-2 py-3">
        <ul className="space-y-1">
          <li>
            <SidebarItem icon={MessageSquarePlus} label="New Chat" {...link(paths.home)} />
          </li>
          <li>
            <SidebarItem
              icon={MessageSquare}
              label="Chats"
              badge={counts?.chats}
              {...link(paths.chats, isUnder(location, paths.chats, '/chat'))}
            />
          </li>
          <li>
            <SidebarItem
              icon={Palette}
              label="Designs"
              badge={counts?.designs}
              {...link(paths.designs, isUnder(location, paths.designs))}
            />
          </li>
          <li>
            <SidebarItem icon={FileText} label="Documents" badge={counts?.documents} {...link(paths.documents)} />
          </li>
          <li>
            <SidebarItem icon={LayoutTemplate} label="Templates" {...link(paths.templates)} />
          </li>
          <SidebarProducts products={products} location={location} collapsed={collapsed} onNavigate={onNavigate} />
        </ul>
        {!collapsed && (
          <RecentChats
            chats={sidebar.data?.recentChats}
            products={products}
            isError={sidebar.isError}
            location={location}
            onNavigate={onNavigate}
          />
        )}
        <ul className="space-y-1">
          <li>
            <SidebarItem icon={UserRound} label="Account" {...link(paths.account)} />
          </li>
          <li>
            <SidebarItem icon={CreditCard} label="Billing" {...link(paths.billing)} />
          </li>
          {user.isAdmin && (
            <li>
              <SidebarItem icon={ShieldCheck} label="Admin" {...link(paths.admin)} />
            </li>
          )}
          <li>
            <SidebarItem icon={Send} label="Feedback" collapsed={collapsed} onClick={() => setFeedbackOpen(true)} />
          </li>
        </ul>
      </nav>
      <SidebarUser email={user.email} collapsed={collapsed} />
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </div>
  );
}
