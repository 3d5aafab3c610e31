import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './text';

/** A member's role in a team: owners manage it, editors change its items, viewers read them. */
export const TEAM_ROLES = ['owner', 'editor', 'viewer'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const TEAM_NAME_MAX = 80;

/** `POST /api/teams`. */
export const createTeamBody = z.strictObject({
  name: z.string().trim().min(1, 'name: give the team a name').max(TEAM_NAME_MAX, `name: at most ${TEAM_NAME_MAX} characters`),
});
export type CreateTeamBody = z.infer<typeof createTeamBody>;

/** A team as its member sees it: with the member's own role. */
export const teamDto = z.object({
  id: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  createdAt: z.string(),
});
export type TeamDto = z.infer<typeof teamDto>;

/** `POST /api/teams/:id/invites`: an e-mail (trimmed and lower-cased) and the role it joins with. */
export const inviteBody = z.strictObject({ email: emailSchema, role: teamRoleSchema });
export type InviteBody = z.infer<typeof inviteBody>;

/** `PATCH /api/teams/:id/members/:userId`. */
export const memberRoleBody = z.strictObject({ role: teamRoleSchema });

export const teamMemberDto = z.object({ userId: z.string(), email: z.string(), role: teamRoleSchema, joinedAt: z.string() });
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamInviteDto = z.object({ id: z.string(), email: z.string(), role: teamRoleSchema, createdAt: z.string() });
export type TeamInviteDto = z.infer<typeof teamInviteDto>;

/** `GET /api/teams/:id/members`: its members and the invites not yet accepted. */
export const teamMembersDto = z.object({ members: z.array(teamMemberDto), invites: z.array(teamInviteDto) });
export type TeamMembersDto = z.infer<typeof teamMembersDto>;

/** The answer to an invite: `joined` when the address already had an account (a member at once), else `invited`. */
export const inviteResultDto = z.object({ status: z.enum(['joined', 'invited']), email: z.string(), role: teamRoleSchema });
export type InviteResultDto = z.infer<typeof inviteResultDto>;

/**
 * What the asker may do with an item they read (its page shows only what they may do): edit it (save,
 * chat, ask the AI), delete it, share it (its link, its team). A team's viewer may do none of these.
 */
export const itemPermissionsDto = z.object({ edit: z.boolean(), delete: z.boolean(), share: z.boolean() });
export type ItemPermissions = z.infer<typeof itemPermissionsDto>;

/** `teamId` of a document, chat, design or product on create and PATCH: a team it belongs to, or null for none. */
export const teamIdField = z.uuid('teamId: not a team id').nullable();

export const TEAM_NOT_FOUND = 'Team not found';
export const TEAMS_ENTERPRISE = 'Teams are part of the Enterprise plan: upgrade to Enterprise to create a team.';

/** `/api/teams/:id/members/:userId`. */
export const memberParams = z.object({ id: idSchema(), userId: idSchema('userId') });
