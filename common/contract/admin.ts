import { z } from 'zod';
import {
  adminUserChange,
  adminUserDto,
  feedbackDto,
  promptBody,
  promptDto,
  questionnaireBody,
  questionnaireDto,
  questionnaireParams,
} from '../admin';
import { messageResponse } from '../auth';
import { idParams } from '../text';
import { adminVotePageDto, votePromptDto, votesQuery } from '../votes';
import { route } from './route';

/** The Admin Dashboard: users, AI prompts, journey questionnaires and feedback. */
export const admin = {
  users: route({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Every user',
    responses: { 200: z.array(adminUserDto) },
  }),
  updateUser: route({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: 'admin',
    summary: "Change a user's role or plan",
    params: idParams,
    body: adminUserChange,
    responses: { 200: adminUserDto },
  }),
  endSessions: route({
    method: 'POST',
    path: '/api/admin/users/:id/end-sessions',
    access: 'admin',
    summary: "End a user's sessions on every device",
    params: idParams,
    responses: { 200: messageResponse },
  }),
  prompts: route({
    method: 'GET',
    path: '/api/admin/prompts',
    access: 'admin',
    summary: 'The AI prompts',
    responses: { 200: z.array(promptDto) },
  }),
  updatePrompt: route({
    method: 'PUT',
    path: '/api/admin/prompts/:id',
    access: 'admin',
    summary: 'Edit an AI prompt',
    params: idParams,
    body: promptBody,
    responses: { 200: promptDto },
  }),
  questionnaires: route({
    method: 'GET',
    path: '/api/admin/questionnaires',
    access: 'admin',
    summary: 'The journey questionnaires',
    responses: { 200: z.array(questionnaireDto) },
  }),
  updateQuestionnaire: route({
    method: 'PUT',
    path: '/api/admin/questionnaires/:type',
    access: 'admin',
    summary: "Edit a journey's questions",
    params: questionnaireParams,
    body: questionnaireBody,
    responses: { 200: questionnaireDto },
  }),
  feedback: route({
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    summary: 'Feedback sent by users',
    responses: { 200: z.array(feedbackDto) },
  }),
  votes: route({
    method: 'GET',
    path: '/api/admin/votes',
    access: 'admin',
    summary: 'Votes on replies, newest first, a page at a time: journey, model and prompt when known, the reply and the comment',
    query: votesQuery,
    responses: { 200: adminVotePageDto },
  }),
  votePrompts: route({
    method: 'GET',
    path: '/api/admin/votes/prompts',
    access: 'admin',
    summary: 'Votes counted per prompt version (up and down), the most voted first: which prompt serves users best',
    responses: { 200: z.array(votePromptDto) },
  }),
};
