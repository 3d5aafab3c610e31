import { deleteAccountBody, feedbackBody, usageDto } from '../account';
import { messageResponse } from '../auth';
import { route } from './route';

/** The signed-in user's own account: plan usage, feedback, sign out everywhere, deletion. */
export const account = {
  usage: route({
    method: 'GET',
    path: '/api/account/usage',
    access: 'user',
    summary: "This month's use of the plan",
    responses: { 200: usageDto },
  }),
  feedback: route({
    method: 'POST',
    path: '/api/feedback',
    access: 'user',
    summary: 'Send feedback',
    body: feedbackBody,
    responses: { 201: messageResponse },
  }),
  logoutAll: route({
    method: 'POST',
    path: '/api/account/logout-all',
    access: 'user',
    summary: 'Sign out of every device',
    responses: { 200: messageResponse },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/account',
    access: 'user',
    summary: "Delete the account and all its data (`confirm` is the account's e-mail)",
    body: deleteAccountBody,
    responses: { 200: messageResponse },
  }),
};
