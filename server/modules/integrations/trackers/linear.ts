import { LinearClient } from '@linear/sdk';
import { refusing, TrackerRefusal, type IssueRef, type IssueText, type TrackerClient, type TrackerSettings } from './tracker';

/**
 * The GraphQL documents sent, each asking for only the fields used (the SDK's typed calls fetch whole
 * objects and then each relation in another request). The test server validates them against the
 * same types of Linear's public schema.
 */
const VERIFY = `query NorthstarVerify($key: String!) {
  viewer { id }
  teams(filter: { key: { eq: $key } }) { nodes { id key } }
}`;
const CREATE = `mutation NorthstarIssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { id identifier url } }
}`;
const UPDATE = `mutation NorthstarIssueUpdate($id: String!, $input: IssueUpdateInput!) {
  issueUpdate(id: $id, input: $input) { success issue { id identifier url } }
}`;

type Payload = { success: boolean; issue?: { id: string; url: string } | null };

/** Linear through its SDK's client (`apiUrl` for another address); the team is found by its key. */
export function linearClient(settings: TrackerSettings): TrackerClient {
  const sdk = new LinearClient({ apiKey: settings.token, ...(settings.baseUrl ? { apiUrl: settings.baseUrl } : {}) });
  const request = async <T>(query: string, variables: Record<string, unknown>) =>
    (await sdk.client.rawRequest<T, Record<string, unknown>>(query, variables)).data as T;
  const teamId = async () => {
    const data = await request<{ teams: { nodes: { id: string }[] } }>(VERIFY, { key: settings.project });
    const team = data.teams.nodes[0];
    if (!team) throw new TrackerRefusal(`Linear: no team with the key ${settings.project}`);
    return team.id;
  };
  const issueOf = (payload: Payload): IssueRef => {
    if (!payload.success || !payload.issue) throw new TrackerRefusal('Linear: the issue was not saved');
    return { externalId: payload.issue.id, url: payload.issue.url };
  };
  return {
    verify: () => refusing('linear', async () => void (await teamId())),
    create: (issue: IssueText) =>
      refusing('linear', async () => {
        const input = { teamId: await teamId(), title: issue.title, description: issue.body };
        return issueOf((await request<{ issueCreate: Payload }>(CREATE, { input })).issueCreate);
      }),
    update: (id: string, issue: IssueText) =>
      refusing('linear', async () => {
        const input = { title: issue.title, description: issue.body };
        return issueOf((await request<{ issueUpdate: Payload }>(UPDATE, { id, input })).issueUpdate);
      }),
  };
}
