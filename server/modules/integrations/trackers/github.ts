import { Octokit } from '@octokit/rest';
import { refusing, TRACKER_TIMEOUT_MS, TrackerRefusal, type IssueText, type TrackerClient, type TrackerSettings } from './tracker';

/** GitHub Issues through Octokit; `baseUrl` is the API root (GitHub Enterprise: `https://host/api/v3`). */
export function githubClient(settings: TrackerSettings): TrackerClient {
  const [owner = '', repo = ''] = settings.project.split('/');
  const octokit = new Octokit({
    auth: settings.token,
    userAgent: 'Northstar',
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl.replace(/\/+$/, '') } : {}),
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(TRACKER_TIMEOUT_MS) }) },
  });
  const ref = (issue: { number: number; html_url: string }) => ({ externalId: String(issue.number), url: issue.html_url });
  return {
    verify: () =>
      refusing('github', async () => {
        const { data } = await octokit.rest.repos.get({ owner, repo });
        if (!data.has_issues) throw new TrackerRefusal(`GitHub: issues are turned off in ${settings.project}`);
      }),
    create: (issue: IssueText) =>
      refusing('github', async () => ref((await octokit.rest.issues.create({ owner, repo, title: issue.title, body: issue.body })).data)),
    update: (id: string, issue: IssueText) =>
      refusing('github', async () =>
        ref((await octokit.rest.issues.update({ owner, repo, issue_number: Number(id), title: issue.title, body: issue.body })).data),
      ),
  };
}
