import { createAgent, signIn, type Agent } from './agent';
import type { useTestApp } from './harness';

/** Two signed-in users, each in their own browser, for owner-scoping tests. */
export async function twoUsers(t: ReturnType<typeof useTestApp>): Promise<{ ann: Agent; bob: Agent }> {
  const ann = createAgent(t.app, { ip: '10.1.0.1' });
  const bob = createAgent(t.app, { ip: '10.1.0.2' });
  await signIn(ann, 'ann@example.com', t.sink.mails);
  await signIn(bob, 'bob@example.com', t.sink.mails);
  return { ann, bob };
}
