import { describe, expect, it } from 'vitest';
import { createAgent, signIn, type Agent } from './agent';
import { everyRoute } from '../../common/contract/api';
import type { ApiRoute } from '../../common/contract/route';
import { HOSTILE_BODIES, HOSTILE_PATH_VALUES, HOSTILE_VALUES, hostileForms } from './fuzz-values';
import { useTestApp } from './harness';
import { sampleMessages } from './sample-messages';
import { sampleProduct } from './sample-product';
import { sampleComment } from './sample-comment';
import { sampleTeam } from './sample-team';
import { LAST, ROUTE_SAMPLES, type RouteName, type RouteSample, type SampleIds } from './route-samples';

const t = useTestApp({ PLAN_LIMITS: 'off' });

type Ids = SampleIds;
/** One route: its path (`:name` from Ids), who calls it, a valid body whose fields are fuzzed one by one. */
type Route = RouteSample & { method: ApiRoute['method']; path: string };

/** Every route of the contract with its valid call, the calls that end or delete what others use last. */
const ROUTES: Route[] = everyRoute()
  .flatMap(({ name, route }) => {
    const sample = ROUTE_SAMPLES[name as RouteName];
    if (!sample) return [];
    const path = route.path.replace(/:(\w+)/g, (_, param: string) => sample.params?.[param] ?? `:${param}`);
    return [{ name, route: { ...sample, method: route.method, path } }];
  })
  .sort((a, b) => LAST.indexOf(a.name as (typeof LAST)[number]) - LAST.indexOf(b.name as (typeof LAST)[number]))
  .map(({ route }) => route);

const fill = (path: string, ids: Ids) => path.replace(/:(\w+)/g, (_, name: string) => ids[name as keyof Ids]);
const fillValue = (value: unknown, ids: Ids) =>
  typeof value === 'string' && value.startsWith(':') ? ids[value.slice(1) as keyof Ids] : value;
const withQuery = (path: string, query: Record<string, string> = {}) => {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
};

async function setUp(): Promise<{ agents: Record<Route['as'], Agent>; ids: Ids }> {
  const user = createAgent(t.app, { ip: '10.5.0.1' });
  const admin = createAgent(t.app, { ip: '10.5.0.2' });
  const victim = createAgent(t.app, { ip: '10.5.0.3' });
  await signIn(user, 'fuzz-user@example.com', t.sink.mails);
  await signIn(admin, 'admin@example.com', t.sink.mails);
  const victimUser = await signIn(victim, 'victim@example.com', t.sink.mails);
  const doc = (await user.post('/api/documents', { title: 'Fuzz', content: '<p>x</p>', type: 'enhance' })).json();
  const design = (await user.post('/api/designs', { title: 'Fuzz' })).json();
  const section = (await admin.post('/api/template-sections', { name: 'Fuzz base' })).json();
  const template = (await admin.post('/api/templates', { sectionId: section.id, title: 'Base', content: '<p>x</p>' })).json();
  const prompt = (await admin.get('/api/admin/prompts')).json()[0];
  const form = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n`;
  const upload = (await user.post('/api/upload', form, { 'content-type': 'multipart/form-data; boundary=b' })).json();
  const ids = {
    doc: doc.id,
    design: design.id,
    section: section.id,
    template: template.id,
    prompt: prompt.id,
    victim: victimUser.id,
    upload: String(upload.url).replace('/uploads/', ''),
    ...(await sampleMessages(user, doc.id, design.id)),
    ...(await sampleProduct(user)),
    ...(await sampleTeam(user)),
    ...(await sampleComment(user, doc.id)),
  };
  return { agents: { user, admin, visitor: createAgent(t.app, { ip: '10.5.0.4' }) }, ids };
}

/** Each request of the table: what was sent, to which route, and the answer's status. */
type Tried = { route: string; input: string; status: number; message: string };

describe('route fuzz table', () => {
  it('answers every hostile input on every route with a 2xx, 3xx or 4xx, never a 5xx', async () => {
    t.clock.drivesDate();
    const { agents, ids } = await setUp();
    const tried: Tried[] = [];
    let ip = 0;
    const send = async (
      route: Route,
      input: string,
      url: string,
      payload?: string | Buffer | object,
      headers: Record<string, string> = {},
    ) => {
      // Visitors come from ever new addresses, so send limits do not hide what validation does.
      const agent = route.as === 'visitor' ? createAgent(t.app, { ip: `10.6.${Math.floor(++ip / 250)}.${ip % 250}` }) : agents[route.as];
      const res = await agent.request(route.method, url, payload as never, headers);
      tried.push({
        route: `${route.method} ${route.path}`,
        input,
        status: res.statusCode,
        message: res.statusCode >= 500 ? res.body.slice(0, 200) : '',
      });
    };

    for (const route of ROUTES) {
      // A new minute and window for every route: AI, import and send limits start afresh.
      t.clock.advance(61 * 60_000);
      const path = fill(route.path, ids);
      const body = route.body ? Object.fromEntries(Object.entries(route.body).map(([k, v]) => [k, fillValue(v, ids)])) : undefined;
      await send(route, 'valid', withQuery(path, route.query), body);

      for (const [field] of Object.entries(route.body ?? {})) {
        for (const [label, value] of HOSTILE_VALUES)
          await send(route, `${field}=${label}`, withQuery(path, route.query), { ...body, [field]: value });
      }
      for (const name of route.path.match(/:(\w+)/g) ?? []) {
        for (const [label, value] of HOSTILE_PATH_VALUES) {
          await send(
            route,
            `${name}=${label}`,
            withQuery(
              route.path.replace(name, value).replace(/:(\w+)/g, (_, n: string) => ids[n as keyof Ids]),
              route.query,
            ),
            body,
          );
        }
      }
      for (const key of Object.keys(route.query ?? {})) {
        for (const [label, value] of HOSTILE_PATH_VALUES)
          await send(route, `?${key}=${label}`, withQuery(path, { ...route.query, [key]: value }), body);
      }
      if (route.form) {
        for (const [label, contentType, form] of hostileForms(route.form))
          await send(route, `form: ${label}`, path, form, { 'content-type': contentType });
      } else if (route.method !== 'GET') {
        for (const [label, contentType, raw] of HOSTILE_BODIES)
          await send(route, `body: ${label}`, path, raw, { 'content-type': contentType });
      }
    }

    const failures = tried.filter((r) => r.status >= 500);
    // eslint-disable-next-line no-console -- the counts are the table's report
    console.info(`route fuzz table: ${ROUTES.length} routes, ${tried.length} inputs tried, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    // The table reached past validation: valid inputs succeeded and hostile ones were refused.
    expect(tried.filter((r) => r.input === 'valid' && r.status < 300).length).toBeGreaterThan(ROUTES.length * 0.8);
    expect(tried.filter((r) => r.status === 400).length).toBeGreaterThan(tried.length / 3);
  }, 300_000);
});
