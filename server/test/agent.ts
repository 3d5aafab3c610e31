import type { FastifyInstance, InjectOptions } from 'fastify';
import { codeOf } from '../../tests/support/smtp-sink';
import { ORIGIN } from './harness';

type Body = InjectOptions['payload'];

/** A browser stand-in: keeps its cookies and sends this site's Origin, from one IP address. */
export function createAgent(app: FastifyInstance, opts: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  const host = new URL(ORIGIN).host;

  async function request(method: InjectOptions['method'], url: string, body?: Body, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      payload: body,
      remoteAddress: opts.ip ?? '10.0.0.1',
      headers: { host, origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }

  return {
    jar,
    request,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, body?: Body, headers?: Record<string, string>) => request('POST', url, body, headers),
  };
}

export type Agent = ReturnType<typeof createAgent>;

/** Signs `agent` in as `email` through the real flow: request a code, read the mail, verify it. */
export async function signIn(agent: Agent, email: string, mails: { to: string[]; raw: string }[]) {
  const sent = await agent.post('/api/request-otp', { email });
  if (sent.statusCode !== 200) throw new Error(`request-otp answered ${sent.statusCode}: ${sent.body}`);
  const code = lastCodeFor(email, mails);
  const verified = await agent.post('/api/verify-otp', { otp: code });
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json() as { id: string; email: string; isAdmin: boolean };
}

export function lastCodeFor(email: string, mails: { to: string[]; raw: string }[]): string {
  const mail = mails.filter((m) => m.to.includes(email.toLowerCase())).at(-1);
  if (!mail) throw new Error(`no mail for ${email}`);
  return codeOf(mail.raw);
}
