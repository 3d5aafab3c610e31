import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql, parse, validate } from 'graphql';

/**
 * Local stand-ins for the parts of the trackers' APIs a hand-off uses, over real HTTP: Linear's GraphQL
 * API (`/linear/graphql`), Jira Cloud's REST API v3 (site root `/jira`) and GitHub's REST API (API root
 * `/github`). Each checks the token as its tracker sends it, checks requests as the tracker's
 * published schema or documentation names the fields, keeps the issues, refuses an issue whose
 * title holds `[reject]`, as a tracker refuses one item of a batch, and can hold a GitHub request until
 * the test releases it (`holdNext`), as a slow tracker would.
 */

/**
 * The types of Linear's public GraphQL schema that a hand-off touches, with the same names, arguments
 * and nullability: every Linear request is parsed, validated against this and executed.
 */
const LINEAR_SDL = `
type Query {
  viewer: User!
  teams(filter: TeamFilter, first: Int, after: String): TeamConnection!
}
type Mutation {
  issueCreate(input: IssueCreateInput!): IssuePayload!
  issueUpdate(id: String!, input: IssueUpdateInput!): IssuePayload!
}
type User { id: ID! name: String! email: String! }
type Team { id: ID! key: String! name: String! }
type TeamConnection { nodes: [Team!]! }
input StringComparator { eq: String neq: String in: [String!] }
input TeamFilter { key: StringComparator name: StringComparator }
type Issue { id: ID! identifier: String! url: String! title: String! description: String }
type IssuePayload { lastSyncId: Float! success: Boolean! issue: Issue }
input IssueCreateInput { teamId: String! title: String description: String priority: Int stateId: String }
input IssueUpdateInput { title: String description: String priority: Int stateId: String }
`;
const linearSchema = buildSchema(LINEAR_SDL);

export type FakeIssue = { tracker: 'linear' | 'jira' | 'github'; id: string; title: string; body: unknown; updates: number };

const REJECT = '[reject]';
/** The ADF node and mark types a Jira description may hold, as Atlassian's ADF documentation lists them (the ones a hand-off could write). */
const ADF_NODES = new Set([
  'doc',
  'paragraph',
  'text',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'rule',
  'hardBreak',
  'codeBlock',
  'blockquote',
]);
const ADF_MARKS = new Set(['strong', 'em', 'link', 'code', 'strike']);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Where an ADF document breaks the format's rules, or null. */
function adfProblem(node: unknown, root = true): string | null {
  const n = node as { type?: string; version?: number; text?: string; content?: unknown[]; marks?: { type: string }[] };
  if (!n || typeof n.type !== 'string' || !ADF_NODES.has(n.type)) return `unknown node ${JSON.stringify(n?.type)}`;
  if (root && (n.type !== 'doc' || n.version !== 1)) return 'the description must be a doc of version 1';
  if (n.type === 'text' && (typeof n.text !== 'string' || n.text === '')) return 'a text node needs non-empty text';
  for (const mark of n.marks ?? []) if (!ADF_MARKS.has(mark.type)) return `unknown mark ${mark.type}`;
  if (n.type === 'listItem' && (n.content?.[0] as { type?: string } | undefined)?.type !== 'paragraph')
    return 'a listItem starts with a paragraph';
  for (const child of n.content ?? []) {
    const problem = adfProblem(child, false);
    if (problem) return problem;
  }
  return null;
}

export type FakeTrackers = Awaited<ReturnType<typeof startFakeTrackers>>;

/** Starts the three fakes on one local port; `tokens` are the tokens each accepts. */
export async function startFakeTrackers(tokens = { linear: 'lin_api_good', jira: 'jira-good', github: 'ghp_good' }) {
  const issues: FakeIssue[] = [];
  const requests: { tracker: string; method: string; path: string }[] = [];
  let serial = 0;
  let origin = '';
  let held: { arrived: () => void; until: Promise<void> } | null = null;
  const issueUrl = (tracker: FakeIssue['tracker'], id: string) =>
    ({ linear: `${origin}/linear/issue/${id}`, jira: `${origin}/jira/browse/${id}`, github: `${origin}/github-web/acme/web/issues/${id}` })[
      tracker
    ];

  const linearRoot = {
    viewer: () => ({ id: 'user-1', name: 'Pat PM', email: 'pat@example.com' }),
    teams: ({ filter }: { filter?: { key?: { eq?: string } } }) => ({
      nodes: [{ id: 'team-eng', key: 'ENG', name: 'Engineering' }].filter((t) => !filter?.key?.eq || t.key === filter.key.eq),
    }),
    issueCreate: ({ input }: { input: { teamId: string; title?: string; description?: string } }) => {
      if (input.teamId !== 'team-eng') throw new Error('Entity not found: Team');
      if (input.title?.includes(REJECT)) throw new Error('Argument Validation Error: title is not allowed');
      serial += 1;
      const issue = {
        tracker: 'linear' as const,
        id: `lin-${serial}`,
        title: input.title ?? '',
        body: input.description ?? '',
        updates: 0,
      };
      issues.push(issue);
      return {
        success: true,
        lastSyncId: serial,
        issue: { ...issue, identifier: `ENG-${serial}`, url: issueUrl('linear', `ENG-${serial}`) },
      };
    },
    issueUpdate: ({ id, input }: { id: string; input: { title?: string; description?: string } }) => {
      const issue = issues.find((i) => i.tracker === 'linear' && i.id === id);
      if (!issue) throw new Error('Entity not found: Issue');
      if (input.title?.includes(REJECT)) throw new Error('Argument Validation Error: title is not allowed');
      Object.assign(issue, { title: input.title ?? issue.title, body: input.description ?? issue.body, updates: issue.updates + 1 });
      return {
        success: true,
        lastSyncId: serial,
        issue: { ...issue, identifier: `ENG-${id.slice(4)}`, url: issueUrl('linear', `ENG-${id.slice(4)}`) },
      };
    },
  };

  async function linear(req: IncomingMessage, res: ServerResponse) {
    // Linear's personal API keys go in Authorization as they are (OAuth tokens as `Bearer`).
    if (req.headers.authorization !== tokens.linear) {
      return send(res, 400, {
        errors: [{ message: 'Authentication required, not authenticated', extensions: { code: 'AUTHENTICATION_ERROR' } }],
      });
    }
    const { query, variables } = (await readJson(req)) as { query: string; variables?: Record<string, unknown> };
    const errors = validate(linearSchema, parse(query));
    if (errors.length) return send(res, 400, { errors: errors.map((e) => ({ message: e.message })) });
    const result = await graphql({ schema: linearSchema, source: query, rootValue: linearRoot, variableValues: variables });
    send(res, 200, result);
  }

  const jiraAuth = (header = '') =>
    header === `Basic ${Buffer.from(`pat@example.com:${tokens.jira}`).toString('base64')}` || header === `Bearer ${tokens.jira}`;

  async function jira(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!jiraAuth(req.headers.authorization))
      return send(res, 401, { errorMessages: ['Client must be authenticated to access this resource.'] });
    if (req.method === 'GET' && path === '/rest/api/3/myself')
      return send(res, 200, { accountId: 'acc-1', emailAddress: 'pat@example.com' });
    const project = /^\/rest\/api\/3\/project\/([^/?]+)/.exec(path);
    if (req.method === 'GET' && project) {
      if (project[1] !== 'PROD')
        return send(res, 404, { errorMessages: [`No project could be found with key '${project[1]}'.`], errors: {} });
      const issueTypes = [
        { id: '10001', name: 'Task', subtask: false },
        { id: '10002', name: 'Story', subtask: false },
        { id: '10003', name: 'Subtask', subtask: true },
      ];
      return send(res, 200, { id: '10000', key: 'PROD', name: 'Product', issueTypes });
    }
    const edit = /^\/rest\/api\/3\/issue\/([^/?]+)$/.exec(path);
    if ((req.method === 'POST' && path === '/rest/api/3/issue') || (req.method === 'PUT' && edit)) {
      const { fields } = (await readJson(req)) as {
        fields: { project?: { key?: string }; issuetype?: { name?: string }; summary?: string; description?: unknown };
      };
      const problems: Record<string, string> = {};
      if (!edit && fields.project?.key !== 'PROD') problems.project = 'valid project is required';
      if (!edit && fields.issuetype?.name !== 'Story') problems.issuetype = 'The issue type selected is invalid.';
      if (typeof fields.summary !== 'string' || fields.summary.length > 255) problems.summary = 'Summary must be less than 255 characters.';
      if (fields.summary?.includes(REJECT)) problems.summary = 'The summary is not allowed here.';
      const adf = adfProblem(fields.description);
      if (adf) problems.description = `Operation value must be an Atlassian Document: ${adf}`;
      if (Object.keys(problems).length) return send(res, 400, { errorMessages: [], errors: problems });
      if (edit) {
        const issue = issues.find((i) => i.tracker === 'jira' && i.id === edit[1]);
        if (!issue) return send(res, 404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} });
        Object.assign(issue, { title: fields.summary, body: fields.description, updates: issue.updates + 1 });
        return send(res, 204);
      }
      serial += 1;
      issues.push({ tracker: 'jira', id: `PROD-${serial}`, title: fields.summary ?? '', body: fields.description, updates: 0 });
      return send(res, 201, {
        id: String(10000 + serial),
        key: `PROD-${serial}`,
        self: `${origin}/jira/rest/api/3/issue/${10000 + serial}`,
      });
    }
    send(res, 404, { errorMessages: ['Not found'] });
  }

  async function github(req: IncomingMessage, res: ServerResponse, path: string) {
    const auth = req.headers.authorization ?? '';
    if (auth !== `token ${tokens.github}` && auth !== `Bearer ${tokens.github}`) {
      return send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    }
    const repo = /^\/repos\/([^/]+)\/([^/]+)(\/issues(?:\/(\d+))?)?$/.exec(path);
    if (!repo || `${repo[1]}/${repo[2]}` !== 'acme/web') return send(res, 404, { message: 'Not Found', status: '404' });
    if (req.method === 'GET' && !repo[3]) return send(res, 200, { full_name: 'acme/web', has_issues: true, private: true });
    const number = repo[4];
    if ((req.method === 'POST' && !number) || (req.method === 'PATCH' && number)) {
      const body = (await readJson(req)) as { title?: unknown; body?: unknown };
      // The create-an-issue and update-an-issue operations: `title` (required on create) and `body` are strings.
      if (
        (!number && typeof body.title !== 'string') ||
        (body.title !== undefined && typeof body.title !== 'string') ||
        (body.body !== undefined && typeof body.body !== 'string')
      ) {
        return send(res, 422, { message: 'Invalid request.\n\n"title" wasn\'t supplied.', status: '422' });
      }
      if (held) {
        const hold = held;
        held = null;
        hold.arrived();
        await hold.until;
      }
      if (String(body.title).includes(REJECT)) {
        return send(res, 422, {
          message: 'Validation Failed',
          errors: [{ resource: 'Issue', code: 'custom', field: 'title', message: 'title is not allowed' }],
          status: '422',
        });
      }
      let issue = issues.find((i) => i.tracker === 'github' && i.id === number);
      if (number && !issue) return send(res, 404, { message: 'Not Found', status: '404' });
      if (issue) Object.assign(issue, { title: body.title ?? issue.title, body: body.body ?? issue.body, updates: issue.updates + 1 });
      else {
        serial += 1;
        issue = { tracker: 'github', id: String(serial), title: String(body.title), body: body.body ?? null, updates: 0 };
        issues.push(issue);
      }
      return send(res, number ? 200 : 201, {
        number: Number(issue.id),
        html_url: issueUrl('github', issue.id),
        title: issue.title,
        body: issue.body,
        state: 'open',
      });
    }
    send(res, 404, { message: 'Not Found', status: '404' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, tracker = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    requests.push({ tracker, method: req.method ?? 'GET', path });
    const handle =
      tracker === 'linear' && path === '/graphql'
        ? linear(req, res)
        : tracker === 'jira'
          ? jira(req, res, path)
          : tracker === 'github'
            ? github(req, res, path)
            : undefined;
    if (!handle) return send(res, 404, { message: 'Not Found' });
    handle.catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    tokens,
    issues,
    requests,
    baseUrl: { linear: `${origin}/linear/graphql`, jira: `${origin}/jira`, github: `${origin}/github` },
    /** Holds the next GitHub issue write: `arrived` when it comes in, answered once `release` is called. */
    holdNext() {
      let arrived = () => {};
      let release = () => {};
      const came = new Promise<void>((resolve) => (arrived = resolve));
      held = { arrived, until: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived: came, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
