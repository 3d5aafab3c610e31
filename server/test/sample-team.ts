import type { Agent } from './agent';

/** The team the route samples name (`team`), made by `owner` through the API, and the owner's id (`teamOwner`). */
export async function sampleTeam(owner: Agent) {
  const res = await owner.post('/api/teams', { name: 'Sample team' });
  if (res.statusCode !== 201) throw new Error(`/api/teams answered ${res.statusCode}: ${res.body}`);
  const me = (await owner.get('/api/user')).json() as { id: string };
  return { team: (res.json() as { id: string }).id, teamOwner: me.id };
}
