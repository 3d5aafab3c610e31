import type { Api } from '../../common/contract/api';

/** A route's name in the contract: its group and its name there, e.g. `documents.one`. */
export type RouteName = { [G in keyof Api]: `${G & string}.${keyof Api[G] & string}` }[keyof Api];

/** What the test tables make before they call the routes, named in samples as `:doc`, `:design`... */
export type SampleIds = Record<
  | 'doc'
  | 'design'
  | 'section'
  | 'template'
  | 'prompt'
  | 'victim'
  | 'upload'
  | 'ask'
  | 'chat'
  | 'reply'
  | 'vote'
  | 'product'
  | 'fact'
  | 'knowledge'
  | 'team'
  | 'teamOwner'
  | 'comment',
  string
>;

/**
 * A valid call of one route, for the tables that call every route: who calls it (a user, an admin,
 * a visitor), its path parameters, and a valid body, query or multipart file field. A value `:name`
 * stands for that id of `SampleIds`.
 */
export type RouteSample = {
  as: 'user' | 'admin' | 'visitor';
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  form?: string;
};

const doc = { id: ':doc' };
const design = { id: ':design' };
const product = { id: ':product' };
const fact = { id: ':product', factId: ':fact' };
const team = { id: ':team' };
/** The team's only owner: may keep the role, may not leave (400). */
const teamOwner = { id: ':team', userId: ':teamOwner' };

/**
 * One valid call per route of the contract; the compiler asks for every route. `null` for the event
 * stream, which never ends (its only input is the cookie; the realtime tests cover it).
 */
export const ROUTE_SAMPLES: Record<RouteName, RouteSample | null> = {
  'auth.user': { as: 'user' },
  'auth.requestOtp': { as: 'visitor', body: { email: 'fuzz@example.com' } },
  'auth.resendOtp': { as: 'visitor' },
  'auth.verifyOtp': { as: 'visitor', body: { otp: '123456' } },
  'auth.logout': { as: 'user' },
  'account.usage': { as: 'user' },
  'account.feedback': { as: 'user', body: { feedback: 'Nice' } },
  'account.logoutAll': { as: 'user' },
  'account.remove': { as: 'user', body: { confirm: 'not-my-email@example.com' } },
  'tokens.list': { as: 'user' },
  'tokens.create': { as: 'user', body: { name: 'CI', scope: 'read' } },
  /** No token of that id: the caller's own tokens are all it can name (404). */
  'tokens.revoke': { as: 'user', params: { id: '00000000-0000-4000-8000-000000000066' } },
  'integrations.list': { as: 'user' },
  /** A tracker at an address nothing answers: refused with 400 before anything is kept (the hand-off tests connect real fakes). */
  'integrations.connect': {
    as: 'user',
    params: { target: 'github' },
    body: { token: 'ghp_sample', project: 'acme/web', baseUrl: 'http://127.0.0.1:9/api/v3' },
  },
  'integrations.disconnect': { as: 'user', params: { target: 'linear' } },
  'admin.users': { as: 'admin' },
  'admin.updateUser': { as: 'admin', params: { id: ':victim' }, body: { isAdmin: false, plan: 'pro' } },
  'admin.endSessions': { as: 'admin', params: { id: ':victim' } },
  'admin.prompts': { as: 'admin' },
  'admin.updatePrompt': { as: 'admin', params: { id: ':prompt' }, body: { id: ':prompt', type: 'chat', content: 'You are helpful.' } },
  'admin.questionnaires': { as: 'admin' },
  'admin.updateQuestionnaire': {
    as: 'admin',
    params: { type: 'explore' },
    body: { type: 'explore', questions: [{ key: 'goal', question: 'Goal?' }] },
  },
  'admin.feedback': { as: 'admin' },
  'aiConnections.connections': { as: 'admin' },
  'aiConnections.addConnection': { as: 'admin', body: { provider: 'openai-compatible', label: 'Local', baseUrl: 'http://127.0.0.1:9/v1' } },
  'aiConnections.removeConnection': { as: 'admin', params: { id: '00000000-0000-4000-8000-000000000000' } },
  'aiConnections.testConnection': { as: 'admin', params: { id: '00000000-0000-4000-8000-000000000000' } },
  'aiConnections.setModels': { as: 'admin', body: { enabled: [], defaultId: 'offline' } },
  'aiConnections.usage': { as: 'admin', query: { from: '2026-01-01', to: '2026-12-31' } },
  'aiConnections.models': { as: 'user' },
  'admin.votes': { as: 'admin', query: { limit: '10' } },
  'admin.votePrompts': { as: 'admin' },
  'ai.status': { as: 'user' },
  'ai.tools': { as: 'user' },
  'ai.runTool': { as: 'user', params: { name: 'sample_size' }, body: { input: { baselineRate: 0.11, targetRate: 0.14 } } },
  'questionnaires.one': { as: 'user', params: { type: 'explore' } },
  'documents.list': { as: 'user' },
  'documents.one': { as: 'user', params: doc },
  'documents.create': { as: 'user', body: { title: 'Fuzz', content: '<p>x</p>', type: 'explore' } },
  'documents.update': { as: 'user', params: doc, body: { id: ':doc', title: 'Fuzz', content: '<p>kept</p>', type: 'enhance' } },
  'documents.patch': { as: 'user', params: doc, body: { model: 'offline', productId: ':product' } },
  'documents.remove': { as: 'user', params: doc },
  'documents.generateTitle': { as: 'user', params: doc, body: { content: 'A title please' } },
  'documentFiles.import': { as: 'user', form: 'file' },
  'documentFiles.export': { as: 'user', params: doc, query: { format: 'md' } },
  'versions.list': { as: 'user', params: doc },
  'versions.one': { as: 'user', params: { id: ':doc', versionId: ':doc' } },
  'versions.restore': { as: 'user', params: { id: ':doc', versionId: ':doc' } },
  'suggestions.list': { as: 'user', params: doc },
  'suggestions.create': { as: 'user', params: doc, body: { instruction: 'fill the Risks section' } },
  'suggestions.accept': { as: 'user', params: { id: ':doc', suggestionId: ':doc' } },
  'suggestions.acceptAll': { as: 'user', params: doc, body: { ids: [':doc'] } },
  'suggestions.reject': { as: 'user', params: { id: ':doc', suggestionId: ':doc' } },
  'messages.list': { as: 'user', params: doc },
  'messages.send': { as: 'user', params: doc, body: { content: 'Hello', isQuestion: false } },
  'messages.reply': { as: 'user', params: doc },
  'messages.edit': { as: 'user', params: { id: ':doc', messageId: ':ask' }, body: { content: 'Hello again' } },
  'messages.regenerate': { as: 'user', params: { id: ':chat', messageId: ':reply' } },
  'messages.vote': { as: 'user', params: { messageId: ':vote' }, body: { value: -1, comment: 'Too vague' } },
  'messages.continue': { as: 'user', params: doc },
  'messages.follow': { as: 'user', params: doc },
  'messages.stop': { as: 'user', params: doc },
  'messages.analyze': { as: 'user', params: doc },
  'messages.toDocument': { as: 'user', params: { id: ':doc', messageId: ':doc' } },
  'memories.list': { as: 'user', params: doc },
  'memories.save': { as: 'user', params: doc, body: { key: 'product_name', value: 'Acme', importance: 5 } },
  'memories.forget': { as: 'user', params: { id: ':doc', key: 'product_name' } },
  'designs.list': { as: 'user', query: { productId: 'none' } },
  'designs.one': { as: 'user', params: design },
  'designs.create': { as: 'user', body: { title: 'Fuzz', content: '<p>x</p>', imageUrl: null } },
  'designs.update': { as: 'user', params: design, body: { title: 'Fuzz', content: '<p>kept</p>', imageUrl: null } },
  'designs.patch': { as: 'user', params: design, body: { model: 'offline', productId: ':product' } },
  'designs.remove': { as: 'user', params: design },
  'designs.messages': { as: 'user', params: design },
  'designs.send': { as: 'user', params: design, body: { content: 'Hello', role: 'user' } },
  'designs.reply': { as: 'user', params: design },
  'designs.edit': { as: 'user', params: { id: ':design', messageId: ':ask' }, body: { content: 'Hello again' } },
  'designs.regenerate': { as: 'user', params: { id: ':design', messageId: ':reply' } },
  'designs.continue': { as: 'user', params: design },
  'designs.follow': { as: 'user', params: design },
  'designs.stop': { as: 'user', params: design },
  'designs.analyze': { as: 'user', form: 'image' },
  'documentShares.create': { as: 'user', params: doc, body: { expiresAt: null } },
  'documentShares.link': { as: 'user', params: doc },
  'documentShares.revoke': { as: 'user', params: doc },
  'designShares.create': { as: 'user', params: design, body: { expiresAt: '2099-01-01T00:00:00Z' } },
  'designShares.link': { as: 'user', params: design },
  'designShares.revoke': { as: 'user', params: design },
  // A token that names no link: the same 404 as a revoked one (the sharing tests read live links).
  'shared.read': { as: 'visitor', params: { token: 'no-such-link' } },
  'shared.file': { as: 'visitor', params: { token: 'no-such-link', key: ':upload' } },
  'products.list': { as: 'user' },
  'products.create': { as: 'user', body: { name: 'Fuzz product', description: 'd', instructions: 'British English' } },
  'products.one': { as: 'user', params: product },
  'products.update': { as: 'user', params: product, body: { name: 'Fuzzed product', description: 'd', instructions: 'i' } },
  'products.remove': { as: 'user', params: product, query: { items: 'keep' } },
  'productFacts.list': { as: 'user', params: product },
  'productFacts.create': { as: 'user', params: product, body: { key: 'fuzz_key', value: 'v', sourceId: ':doc' } },
  'productFacts.update': { as: 'user', params: fact, body: { key: 'audience', value: 'PMs' } },
  'productFacts.remove': { as: 'user', params: fact },
  'productKnowledge.list': { as: 'user', params: product },
  'productKnowledge.add': { as: 'user', params: product, body: { documentId: ':doc' } },
  'productKnowledge.remove': { as: 'user', params: { id: ':product', itemId: ':knowledge' } },
  'templates.sections': { as: 'user' },
  'templates.use': { as: 'user', params: { id: ':template' } },
  'templates.createSection': { as: 'admin', body: { name: 'Fuzz section', description: 'd' } },
  'templates.updateSection': { as: 'admin', params: { id: ':section' }, body: { name: 'Fuzzed section', description: 'd' } },
  'templates.removeSection': { as: 'admin', params: { id: ':section' } },
  'templates.create': { as: 'admin', body: { sectionId: ':section', title: 'Fuzz', description: 'd', content: '<p>x</p>' } },
  'templates.update': {
    as: 'admin',
    params: { id: ':template' },
    body: { sectionId: ':section', title: 'Fuzzed', description: 'd', content: '<p>x</p>' },
  },
  'templates.remove': { as: 'admin', params: { id: ':template' } },
  'search.results': { as: 'user', query: { q: 'fuzz' } },
  'comments.list': { as: 'user', params: doc },
  'comments.create': { as: 'user', params: doc, body: { body: 'Looks good', anchor: { quote: 'x', prefix: '', suffix: '' } } },
  'comments.reply': { as: 'user', params: { id: ':comment' }, body: { body: 'Agreed' } },
  'comments.update': { as: 'user', params: { id: ':comment' }, body: { resolved: true } },
  'handoff.preview': { as: 'user', params: doc, body: { target: 'linear' } },
  /** No Linear connection: 400 "Connect Linear first" to whoever may send. */
  'handoff.send': { as: 'user', params: doc, body: { target: 'linear', items: [{ key: 'FR-1', title: 'Export', body: 'x' }] } },
  'handoff.links': { as: 'user', params: doc },
  'notifications.list': { as: 'user' },
  'notifications.update': { as: 'user', params: { id: '00000000-0000-4000-8000-000000000000' }, body: { read: true } },
  'teams.list': { as: 'user' },
  'teams.create': { as: 'user', body: { name: 'Growth' } },
  'teams.rename': { as: 'user', params: team, body: { name: 'Renamed team' } },
  'teams.remove': { as: 'user', params: team },
  'teams.invite': { as: 'user', params: team, body: { email: 'invited@example.com', role: 'viewer' } },
  'teams.members': { as: 'user', params: team },
  'teams.setRole': { as: 'user', params: teamOwner, body: { role: 'owner' } },
  'teams.removeMember': { as: 'user', params: teamOwner },
  'sidebar.summary': { as: 'user' },
  'uploads.upload': { as: 'user', form: 'file' },
  'uploads.file': { as: 'user', params: { key: ':upload' }, query: { thumb: '1' } },
  'events.stream': null,
  'health.live': { as: 'visitor' },
  'health.ready': { as: 'visitor' },
  'docs.openapi': { as: 'user' },
  'docs.reference': { as: 'user' },
  'docs.referenceAsset': { as: 'visitor', params: { name: 'reference.js' } },
};

/** Calls that end the session or the account, or delete what other calls use: the tables make them last, in this order. */
export const LAST = [
  'account.remove',
  'templates.remove',
  'templates.removeSection',
  'memories.forget',
  'productFacts.remove',
  'products.remove',
  'designs.remove',
  'documents.remove',
  'teams.remove',
  'account.logoutAll',
  'auth.logout',
] satisfies RouteName[];
