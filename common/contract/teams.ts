import { z } from 'zod';
import { messageResponse } from '../auth';
import {
  createTeamBody,
  inviteBody,
  inviteResultDto,
  memberParams,
  memberRoleBody,
  teamDto,
  teamMemberDto,
  teamMembersDto,
} from '../teams';
import { idParams } from '../text';
import { route } from './route';

/**
 * Teams: people who see each other's team items by role (owner, editor, viewer). A team answers 404
 * to anyone not in it; its owner-only routes answer 403 to its editors and viewers.
 */
export const teams = {
  list: route({
    method: 'GET',
    path: '/api/teams',
    access: 'user',
    summary: 'The teams you belong to, with your role in each',
    responses: { 200: z.array(teamDto) },
  }),
  create: route({
    method: 'POST',
    path: '/api/teams',
    access: 'user',
    summary: 'A new team, with you as its owner (an Enterprise feature while plan limits are on: 403 on other plans)',
    body: createTeamBody,
    responses: { 201: teamDto },
  }),
  rename: route({
    method: 'PATCH',
    path: '/api/teams/:id',
    access: 'user',
    summary: 'Rename the team (owners only)',
    params: idParams,
    body: createTeamBody,
    responses: { 200: teamDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/teams/:id',
    access: 'user',
    summary:
      'Delete the team (owners only): its members lose access at once; its chats, documents, designs and products stay with whoever made them, in no team',
    params: idParams,
    responses: { 200: messageResponse },
  }),
  invite: route({
    method: 'POST',
    path: '/api/teams/:id/invites',
    access: 'user',
    summary:
      'Invite an e-mail address with a role (owners only): an existing account joins at once (`joined`), another address when it signs in (`invited`); either way it is e-mailed a link to sign in',
    params: idParams,
    body: inviteBody,
    responses: { 201: inviteResultDto },
  }),
  members: route({
    method: 'GET',
    path: '/api/teams/:id/members',
    access: 'user',
    summary: "The team's members and its pending invites",
    params: idParams,
    responses: { 200: teamMembersDto },
  }),
  setRole: route({
    method: 'PATCH',
    path: '/api/teams/:id/members/:userId',
    access: 'user',
    summary: "Change a member's role (owners only; the last owner stays an owner: 400)",
    params: memberParams,
    body: memberRoleBody,
    responses: { 200: teamMemberDto },
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/teams/:id/members/:userId',
    access: 'user',
    summary: 'Remove a member (owners), or leave (your own id); the last owner cannot be removed: 400',
    params: memberParams,
    responses: { 200: messageResponse },
  }),
};
