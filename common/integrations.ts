import { z } from 'zod';
import { idSchema, textField } from './text';

/** The trackers a PRD's requirements can be handed off to. */
export const TRACKERS = ['linear', 'jira', 'github'] as const;
export type Tracker = (typeof TRACKERS)[number];

export const TRACKER_LABELS: Record<Tracker, string> = { linear: 'Linear', jira: 'Jira', github: 'GitHub' };

/** What `project` names for each tracker, as the Account page asks for it. */
export const TRACKER_PROJECT_HINTS: Record<Tracker, string> = {
  linear: 'Team key, e.g. ENG',
  jira: 'Project key, e.g. PROD',
  github: 'owner/repo',
};

/** Limits of one hand-off item: a tracker issue's title and its Markdown body. */
export const HANDOFF_LIMITS = { titleChars: 255, bodyChars: 20_000, items: 100, keyChars: 80 } as const;

const tracker = z.enum(TRACKERS, { error: 'target must be "linear", "jira" or "github"' });

export const trackerParams = z.object({ target: tracker });

/** Whose connection: the signed-in user's own (no `teamId`), or a team's (its owners connect it). */
export const trackerScopeQuery = z.object({ teamId: idSchema('teamId').optional() });

const httpUrl = textField('baseUrl')
  .trim()
  .max(500, 'baseUrl must be at most 500 characters')
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'baseUrl must be an http(s) address');

/**
 * `PUT /api/integrations/:target`: the tracker's token, its API root (`baseUrl`: GitHub Enterprise's
 * `https://host/api/v3`, a Jira site, a test server), the project (Linear team key, Jira project key,
 * GitHub `owner/repo`), and for Jira Cloud the account's e-mail (basic auth with an API token; without
 * it the token is sent as a bearer token, as Jira Data Center's personal access tokens are). `teamId`
 * connects the tracker for a team, which its owners may do.
 */
export const connectTrackerBody = z.object({
  token: textField('token').trim().min(1, 'Paste the tracker token').max(2000, 'token must be at most 2000 characters'),
  baseUrl: httpUrl.optional(),
  project: textField('project').trim().min(1, 'project must not be empty').max(200, 'project must be at most 200 characters').optional(),
  email: z.email('email must be an e-mail address').max(254).optional(),
  teamId: idSchema('teamId').optional(),
});
export type ConnectTrackerBody = z.input<typeof connectTrackerBody>;

export const connectedDto = z.object({ connected: z.literal(true) });

/** A connection as the Account page lists it: never its token. */
export const trackerConnectionDto = z.object({
  target: tracker,
  project: z.string().nullable(),
  baseUrl: z.string().nullable(),
  connected: z.literal(true),
  /** The team it serves, or null for the user's own. */
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  /** Whether the asker may disconnect it: their own, or a team they own. */
  canManage: z.boolean(),
});
export type TrackerConnectionDto = z.infer<typeof trackerConnectionDto>;

/** One requirement or user story to hand off: a stable key, the issue's title and its Markdown body. */
export const handoffItem = z.object({
  key: textField('key')
    .trim()
    .min(1, 'key must not be empty')
    .max(HANDOFF_LIMITS.keyChars, `key must be at most ${HANDOFF_LIMITS.keyChars} characters`),
  title: textField('title')
    .trim()
    .min(1, 'Each item needs a title')
    .max(HANDOFF_LIMITS.titleChars, `title must be at most ${HANDOFF_LIMITS.titleChars} characters`),
  body: textField('body').max(HANDOFF_LIMITS.bodyChars, `body must be at most ${HANDOFF_LIMITS.bodyChars} characters`),
});
export type HandoffItem = z.infer<typeof handoffItem>;

export const handoffPreviewBody = z.object({ target: tracker });
export const handoffPreviewDto = z.object({ items: z.array(handoffItem) });
export type HandoffPreview = z.infer<typeof handoffPreviewDto>;

export const handoffSendBody = z.object({
  target: tracker,
  items: z
    .array(handoffItem)
    .min(1, 'Pick at least one item to send')
    .max(HANDOFF_LIMITS.items, `At most ${HANDOFF_LIMITS.items} items at a time`)
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, 'Each item must have its own key'),
});
export type HandoffSendBody = z.input<typeof handoffSendBody>;

const sentIssue = z.object({ key: z.string(), url: z.string() });
export const handoffResultDto = z.object({
  created: z.array(sentIssue),
  updated: z.array(sentIssue),
  /** The items the tracker refused, each with its message: nothing is recorded for them. */
  failed: z.array(z.object({ key: z.string(), error: z.string() })),
});
export type HandoffResult = z.infer<typeof handoffResultDto>;

/** An issue a requirement of the document was sent as. */
export const handoffLinkDto = z.object({
  target: tracker,
  key: z.string(),
  title: z.string(),
  url: z.string(),
  externalId: z.string(),
  sentAt: z.string(),
});
export type HandoffLinkDto = z.infer<typeof handoffLinkDto>;

/** How an issue is named beside its requirement: GitHub's `#12`, Jira's `PROD-3`, Linear's `ENG-7` (read from its address). */
export function issueLabel(link: Pick<HandoffLinkDto, 'target' | 'externalId' | 'url'>): string {
  if (link.target === 'github') return `#${link.externalId}`;
  if (link.target === 'jira') return link.externalId;
  return /\/issue\/([A-Z][A-Z0-9]*-\d+)/.exec(link.url)?.[1] ?? 'Linear issue';
}
