import type { Tracker } from '../../../../common/integrations';
import { githubClient } from './github';
import { jiraClient } from './jira';
import { linearClient } from './linear';
import type { TrackerClient, TrackerSettings } from './tracker';

/** Each tracker's client, by name: the one place that picks one. */
export const TRACKER_CLIENTS: Record<Tracker, (settings: TrackerSettings) => TrackerClient> = {
  linear: linearClient,
  jira: jiraClient,
  github: githubClient,
};
