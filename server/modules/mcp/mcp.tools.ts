import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z, type ZodType } from 'zod';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import { importDocument } from '../documents/document-import';
import { createDocument, listDocuments, loadDocument } from '../documents/documents.service';
import { listMemories, rememberFact } from '../memories/memories.service';
import { createFact, listFacts } from '../products/product-facts.service';
import { search } from '../search/search.service';
import { createSuggestions } from '../suggestions/suggestions.service';
import type { UserRow } from '../auth/auth.queries';
import { READ_ONLY_MESSAGE, type BearerToken } from '../tokens/tokens.service';

/** The names of the tools, as the issue's contract fixes them. */
export const MCP_TOOLS = ['search', 'get_document', 'list_documents', 'create_document', 'suggest_edits', 'get_facts', 'add_fact'] as const;

const text = (value: unknown) => ({
  content: [{ type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

/** Input checked by the same schema the HTTP route uses: a refusal names the field, as a 400 does. */
function checked<S extends ZodType>(schema: S | undefined, value: unknown): z.output<S> {
  if (!schema) throw new Error('route without a schema');
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

const oneOf = (productId: string | undefined, documentId: string | undefined) => {
  if ((productId === undefined) === (documentId === undefined)) throw badRequest('Give either productId or documentId');
};

/**
 * The MCP server of one request: its tools act as the token's user through the same services (and so
 * the same policies) as the HTTP routes; a read token's write tools are refused.
 */
export function mcpServerFor(ctx: AppContext, user: UserRow, token: BearerToken) {
  const server = new McpServer(
    { name: 'northstar', version: '1.0.0' },
    { instructions: 'Northstar: product documents (PRDs), chats and product facts of the signed-in user.' },
  );
  const writable = () => {
    if (token.scope !== 'write') throw forbidden(READ_ONLY_MESSAGE);
  };
  const ask = (id: string) => ({ id, actor: user });

  server.registerTool(
    'search',
    {
      title: 'Search',
      description: "Full-text search over the user's chats, documents, designs and templates",
      inputSchema: { query: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ query }) => text(await search(ctx, user.id, checked(api.search.results.query, { q: query }).q)),
  );

  server.registerTool(
    'get_document',
    {
      title: 'Read a document',
      description: 'A document as Markdown, with its title',
      inputSchema: { id: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ id }) => {
      const doc = await loadDocument(ctx, ask(checked(api.documents.one.params, { id }).id), 'read');
      const { htmlToMarkdown } = await import('../documents/document-export');
      return text(`# ${doc.title}\n\n${htmlToMarkdown(doc.content)}\n`);
    },
  );

  server.registerTool(
    'list_documents',
    {
      title: 'List documents',
      description: "The user's documents and chats, newest first; `productId` keeps one product's",
      inputSchema: { productId: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ productId }) => {
      const listed = await listDocuments(ctx, user, checked(api.documents.list.query, productId === undefined ? {} : { productId }));
      return text(Array.isArray(listed) ? listed : listed.items);
    },
  );

  server.registerTool(
    'create_document',
    {
      title: 'Create a document',
      description: 'A new editor document from Markdown',
      inputSchema: { title: z.string(), markdown: z.string() },
    },
    async ({ title, markdown }) => {
      writable();
      const body = checked(api.documents.create.body, { title, type: 'enhance', source: 'upload' });
      const parsed = await importDocument(ctx, user.id, {
        data: Buffer.from(markdown),
        filename: 'document.md',
        mimetype: 'text/markdown',
      });
      const { document } = await createDocument(ctx, user, { ...body, content: parsed.html });
      return text({ id: document.id, title: document.title });
    },
  );

  server.registerTool(
    'suggest_edits',
    {
      title: 'Suggest edits',
      description: 'Propose edits to a document, following an instruction, as suggestions its editors accept or reject',
      inputSchema: { id: z.string(), instruction: z.string() },
    },
    async ({ id, instruction }) => {
      writable();
      const body = checked(api.suggestions.create.body, { instruction });
      return text(await createSuggestions(ctx, ask(checked(api.suggestions.create.params, { id }).id), body));
    },
  );

  server.registerTool(
    'get_facts',
    {
      title: 'Read facts',
      description: "A product's facts (`productId`) or a document's remembered facts (`documentId`)",
      inputSchema: { productId: z.string().optional(), documentId: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ productId, documentId }) => {
      oneOf(productId, documentId);
      if (productId !== undefined) return text(await listFacts(ctx, ask(checked(api.productFacts.list.params, { id: productId }).id)));
      return text(await listMemories(ctx, ask(checked(api.memories.list.params, { id: documentId }).id)));
    },
  );

  server.registerTool(
    'add_fact',
    {
      title: 'Add a fact',
      description: "Add a fact to a product (`productId`) or to a document's memory (`documentId`)",
      inputSchema: { key: z.string(), value: z.string(), productId: z.string().optional(), documentId: z.string().optional() },
    },
    async ({ key, value, productId, documentId }) => {
      writable();
      oneOf(productId, documentId);
      if (productId !== undefined) {
        const id = checked(api.productFacts.create.params, { id: productId }).id;
        return text(await createFact(ctx, ask(id), checked(api.productFacts.create.body, { key, value })));
      }
      const id = checked(api.memories.save.params, { id: documentId }).id;
      return text(await rememberFact(ctx, ask(id), checked(api.memories.save.body, { key, value })));
    },
  );

  return server;
}
