import { messageResponse, requestOtpBody, userDto, verifyOtpBody } from '../auth';
import { route } from './route';

/** The session: the current user, sign-in by e-mail code, logout. */
export const auth = {
  user: route({
    method: 'GET',
    path: '/api/user',
    access: 'user',
    summary: 'The current user; 401 means signed out',
    responses: { 200: userDto },
  }),
  requestOtp: route({
    method: 'POST',
    path: '/api/request-otp',
    access: 'public',
    summary: 'Send a sign-in code to an e-mail address',
    body: requestOtpBody,
    responses: { 200: messageResponse },
  }),
  resendOtp: route({
    method: 'POST',
    path: '/api/resend-otp',
    access: 'public',
    summary: 'Send the pending sign-in a new code',
    responses: { 200: messageResponse },
  }),
  verifyOtp: route({
    method: 'POST',
    path: '/api/verify-otp',
    access: 'public',
    summary: 'Sign in with the code of the pending sign-in',
    body: verifyOtpBody,
    responses: { 200: userDto },
  }),
  logout: route({ method: 'POST', path: '/api/logout', access: 'public', summary: 'Sign out', responses: { 200: messageResponse } }),
};
