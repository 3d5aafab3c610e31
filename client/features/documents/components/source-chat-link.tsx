import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { chatDocumentQueryOptions } from '@/features/documents/api/get-document';
import { paths } from '@/lib/paths';

/** In a document made from a chat reply: "From chat: <title>", back to that chat. Nothing until (or unless) the chat loads. */
export function SourceChatLink({ chatId }: { chatId: string }) {
  const chat = useQuery(chatDocumentQueryOptions(chatId));
  if (!chat.data) return null;
  return (
    <Link
      href={paths.chat(chatId)}
      className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">
        From chat: <span className="font-medium">{chat.data.title}</span>
      </span>
    </Link>
  );
}
