import { Version3Client, type Version3Models } from 'jira.js';
import { markdownToAdf } from './adf';
import { refusing, TRACKER_TIMEOUT_MS, TrackerRefusal, type IssueText, type TrackerClient, type TrackerSettings } from './tracker';

/** The issue type a hand-off creates: the project's first of these, else its first that is not a sub-task. */
const PREFERRED_TYPES = ['Story', 'Task'];

/**
 * Jira Cloud (REST API v3) through jira.js. `baseUrl` is the site (`https://team.atlassian.net` or a
 * self-hosted Jira); with an account e-mail the token goes as basic auth (Cloud API tokens), without
 * one as a bearer token (Data Center personal access tokens). Bodies are Atlassian Document Format.
 */
export function jiraClient(settings: TrackerSettings): TrackerClient {
  if (!settings.baseUrl) throw new TrackerRefusal("Jira: give your site's address (e.g. https://your-team.atlassian.net)");
  const site = settings.baseUrl.replace(/\/+$/, '');
  const common = { host: site, baseRequestConfig: { timeout: TRACKER_TIMEOUT_MS } };
  const client = settings.account
    ? new Version3Client({ ...common, authentication: { basic: { email: settings.account, apiToken: settings.token } } })
    : new Version3Client({ ...common, authentication: { oauth2: { accessToken: settings.token } } });
  const description = (markdown: string) => markdownToAdf(markdown) as Version3Models.Document;
  const project = () => client.projects.getProject({ projectIdOrKey: settings.project, expand: 'issueTypes' });
  const issueType = async () => {
    const types = ((await project()).issueTypes ?? []).filter((t) => !t.subtask && t.name);
    const chosen = PREFERRED_TYPES.map((name) => types.find((t) => t.name === name)).find(Boolean) ?? types[0];
    if (!chosen?.name) throw new TrackerRefusal(`Jira: project ${settings.project} has no issue type to create`);
    return chosen.name;
  };
  const url = (key: string) => `${site}/browse/${encodeURIComponent(key)}`;
  return {
    verify: () =>
      refusing('jira', async () => {
        await client.myself.getCurrentUser();
        await project();
      }),
    create: (issue: IssueText) =>
      refusing('jira', async () => {
        const fields = { project: { key: settings.project }, issuetype: { name: await issueType() }, summary: issue.title };
        const created = await client.issues.createIssue({ fields: { ...fields, description: description(issue.body) } });
        return { externalId: created.key, url: url(created.key) };
      }),
    update: (key: string, issue: IssueText) =>
      refusing('jira', async () => {
        await client.issues.editIssue({ issueIdOrKey: key, fields: { summary: issue.title, description: description(issue.body) } });
        return { externalId: key, url: url(key) };
      }),
  };
}
