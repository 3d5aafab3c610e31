import { z } from 'zod';
import { messageResponse } from '../auth';
import {
  connectedDto,
  connectTrackerBody,
  handoffLinkDto,
  handoffPreviewBody,
  handoffPreviewDto,
  handoffResultDto,
  handoffSendBody,
  trackerConnectionDto,
  trackerParams,
  trackerScopeQuery,
} from '../integrations';
import { idParams } from '../text';
import { route } from './route';

/** Tracker connections (Linear, Jira, GitHub): the user's own, or a team's, connected by its owners (decision 068). */
export const integrations = {
  list: route({
    method: 'GET',
    path: '/api/integrations',
    access: 'user',
    summary: 'The trackers connected for the signed-in user and for the teams they are in (never a token)',
    responses: { 200: z.array(trackerConnectionDto) },
  }),
  connect: route({
    method: 'PUT',
    path: '/api/integrations/:target',
    access: 'user',
    summary:
      'Connect Linear, Jira or GitHub: the token is checked against the tracker (400 with its message when refused), then kept encrypted; `teamId` connects it for a team (its owners only)',
    params: trackerParams,
    body: connectTrackerBody,
    responses: { 200: connectedDto },
  }),
  disconnect: route({
    method: 'DELETE',
    path: '/api/integrations/:target',
    access: 'user',
    summary: "Disconnect a tracker: the user's own, or with `teamId` a team's (its owners only); a no-op when not connected",
    params: trackerParams,
    query: trackerScopeQuery,
    responses: { 200: messageResponse },
  }),
};

/** Hand-off of a PRD's requirements and user stories to a tracker, and the issues they became. */
export const handoff = {
  preview: route({
    method: 'POST',
    path: '/api/documents/:id/handoff/preview',
    access: 'user',
    summary:
      'The user stories and requirements found in the saved document, each with its acceptance criteria as Markdown and a stable key',
    params: idParams,
    body: handoffPreviewBody,
    responses: { 200: handoffPreviewDto },
  }),
  send: route({
    method: 'POST',
    path: '/api/documents/:id/handoff',
    access: 'user',
    summary:
      'Create an issue for each item (or update the one a key was sent as before), linking back to the document; a tracker error is answered per item in `failed`',
    params: idParams,
    body: handoffSendBody,
    responses: { 200: handoffResultDto },
  }),
  links: route({
    method: 'GET',
    path: '/api/documents/:id/handoff',
    access: 'user',
    summary: "The tracker issues the document's requirements were sent as",
    params: idParams,
    responses: { 200: z.array(handoffLinkDto) },
  }),
};
