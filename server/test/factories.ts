import type { AdminUserChange } from '../../common/admin';
import type { User } from '../../common/auth';
import type { Plan } from '../../common/constants';
import type { DesignBody, DesignDto } from '../../common/designs';
import type { CreateDocumentBody, DocumentDto, MessageDto } from '../../common/documents';
import type { SectionBody, TemplateDto, TemplateSectionDto } from '../../common/templates';
import { changeUser } from '../modules/admin/admin.service';
import { saveMessage, type NewChatMessage } from '../modules/chat/chat.service';
import { documentChat } from '../modules/messages/messages.service';
import { createSection, createTemplate } from '../modules/templates/templates.service';
import { createAgent, signIn, type Agent } from './agent';
import type { useTestApp } from './harness';

/**
 * Test data in one line each, written through the API or the services as the app writes it, so a
 * test states only what it is about. Every builder takes the test's app first.
 */
type TestApp = ReturnType<typeof useTestApp>;

/** A browser signed in as `user`. */
export type SignedIn = Agent & { user: User };

let serial = 0;

/** A user signed in through the real e-mail code flow, in a browser of their own (own IP address). */
export async function buildUser(t: TestApp, opts: { email?: string; admin?: boolean; plan?: Plan } = {}): Promise<SignedIn> {
  serial += 1;
  const email = opts.email ?? `user${serial}@example.com`;
  const agent = createAgent(t.app, { ip: `10.200.${(serial >> 8) & 255}.${serial & 255}` });
  await signIn(agent, email, t.sink.mails);
  const user = (await agent.get('/api/user')).json() as User;
  const change: AdminUserChange = {
    ...(opts.admin !== undefined && opts.admin !== user.isAdmin ? { isAdmin: opts.admin } : {}),
    ...(opts.plan && opts.plan !== user.plan ? { plan: opts.plan } : {}),
  };
  if (Object.keys(change).length === 0) return Object.assign(agent, { user });
  const changed = await changeUser(t.ctx, 'test-factory', user.id, change);
  return Object.assign(agent, { user: { ...user, isAdmin: changed.isAdmin, plan: changed.plan } });
}

async function created<T>(answer: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string): Promise<T> {
  const res = await answer;
  if (res.statusCode !== 201) throw new Error(`creating ${what} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/** A document of `owner`'s, through `POST /api/documents` (it counts against the plan's limit). */
export const buildDocument = (owner: SignedIn, body: CreateDocumentBody = {}) =>
  created<DocumentDto>(owner.post('/api/documents', { title: 'Checkout revamp', type: 'explore', ...body }), 'a document');

/**
 * A journey chat (a document) with its messages saved as they are, without AI replies. Plain
 * strings alternate user and assistant turns, starting with the user.
 */
export async function buildChat(
  t: TestApp,
  owner: SignedIn,
  opts: CreateDocumentBody & { messages?: (string | NewChatMessage)[] } = {},
): Promise<{ document: DocumentDto; messages: MessageDto[] }> {
  const { messages = [], ...body } = opts;
  const document = await buildDocument(owner, body);
  const saved: MessageDto[] = [];
  for (const [i, message] of messages.entries()) {
    const turn =
      typeof message === 'string' ? { role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: message } : message;
    saved.push(await saveMessage(t.ctx, documentChat, { id: document.id, actor: owner.user }, turn));
  }
  return { document, messages: saved };
}

/** A design of `owner`'s, through `POST /api/designs` (no screenshot unless `imageUrl` is given). */
export const buildDesign = (owner: SignedIn, body: DesignBody = {}) =>
  created<DesignDto>(owner.post('/api/designs', { title: 'Onboarding screens', ...body }), 'a design');

/** A template in a new section of the library, through the templates service (as an admin writes it). */
export async function buildTemplate(
  t: TestApp,
  opts: { section?: SectionBody; title?: string; description?: string; content?: string } = {},
): Promise<{ section: TemplateSectionDto; template: TemplateDto }> {
  serial += 1;
  const section = await createSection(t.ctx, opts.section ?? { name: `Section ${serial}` });
  const template = await createTemplate(t.ctx, {
    sectionId: section.id,
    title: opts.title ?? 'Launch brief',
    description: opts.description,
    content: opts.content ?? '<h1>Launch brief</h1><p>Goal</p>',
  });
  return { section, template };
}

/**
 * A row of the messages table holding `text`, for tests that write many messages at once (straight
 * into the table, as no API can): `chat` is its document or its design.
 */
export const messageRow = (
  chat: { documentId: string } | { designId: string },
  role: 'user' | 'assistant',
  text: string,
  createdAt: Date,
) => ({ ...chat, role, parts: [{ type: 'text' as const, text }], content: text, createdAt });
