import { Search } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserDto } from '@common/admin';
import { Input } from '@/components/ui/input';
import { UserRow } from '@/features/admin/components/user-row';

type UsersTabProps = { users: AdminUserDto[]; currentUserId: string };

/** Users: every account, newest first, with its rights, plan and sessions; a search narrows the list. */
export function UsersTab({ users, currentUserId }: UsersTabProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? users.filter((user) => user.email.toLowerCase().includes(needle)) : users;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {users.length} {users.length === 1 ? 'user' : 'users'}
        </p>
        <div className="relative sm:w-72">
          <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search users by email"
            placeholder="Search by email..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted-foreground">No user matches “{search.trim()}”.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card shadow-xs">
          {shown.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
          ))}
        </ul>
      )}
    </div>
  );
}
