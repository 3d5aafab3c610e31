import type { ReactNode } from 'react';
import type { ChatMessage, Conversation } from '@/features/messages/api/conversations';
import type { ListItem } from '@/features/messages/components/message-list';
import { ReplyActions } from '@/features/messages/components/reply-actions';

/** What a chat's messages can be asked to do: edit and send again, regenerate (both absent while a reply is written), vote. */
export type Steering<M extends ChatMessage> = {
  chat: Conversation<M>;
  edit?: (id: string, content: string, onAccepted: () => void) => Promise<boolean>;
  regenerate?: (id: string) => void;
  /** A reader who may not write in the chat (a team's viewer): no edit, regenerate or votes. */
  readOnly?: boolean;
};

type Rewinds = {
  busy: boolean;
  edit: (id: string, content: string, onAccepted?: () => void) => Promise<boolean>;
  regenerate: (id: string) => Promise<boolean>;
};

/** A chat's steering from its reply stream (`useReplyStream`): while a reply is written, the chat cannot be rewound. */
export const steeringOf = <M extends ChatMessage>(chat: Conversation<M>, reply: Rewinds, readOnly = false): Steering<M> =>
  readOnly ? { chat, readOnly } : reply.busy ? { chat } : { chat, edit: reply.edit, regenerate: (id) => void reply.regenerate(id) };

type ItemOptions = {
  /** The label of the model that wrote a reply. */
  model?: string;
  /** Show when the message was sent. */
  timed?: boolean;
  /** A user message that may be edited (not a guided answer); true by default. */
  editable?: boolean;
  /** A reply that answers a user message, so can be written again; true by default. */
  regenerable?: boolean;
  /** What else a reply offers, before Regenerate and the votes (open it as a document). */
  action?: ReactNode;
};

/**
 * A saved message as every chat list shows it (the chat page, the editor's side chat, the design
 * chat): a reply can be copied, regenerated and voted on and names its model; a message of the
 * user's can be edited and sent again.
 */
export function messageItem<M extends ChatMessage>(
  message: M,
  { chat, edit, regenerate, readOnly }: Steering<M>,
  opts: ItemOptions = {},
): ListItem {
  const { id, role, content, parts } = message;
  const time = opts.timed ? message.createdAt : undefined;
  if (role === 'user') {
    const onEdit = edit && opts.editable !== false ? (text: string, onAccepted: () => void) => edit(id, text, onAccepted) : undefined;
    return { id, role, content, parts, time, copyable: false, onEdit };
  }
  const onRegenerate = regenerate && opts.regenerable !== false ? () => regenerate(id) : undefined;
  return {
    id,
    role,
    content,
    parts,
    time,
    model: opts.model,
    copyable: true,
    action: readOnly ? (
      opts.action
    ) : (
      <>
        {opts.action}
        <ReplyActions chat={chat} message={message} onRegenerate={onRegenerate} />
      </>
    ),
  };
}
