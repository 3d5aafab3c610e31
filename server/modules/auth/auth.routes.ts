import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, requestOtpBody, userDto, verifyOtpBody, type User } from '../../../common/auth';
import type { AppContext } from '../../lib/context';
import { clearCookie, currentUser, readCookie, requireUser, setCookie } from '../../plugins/session';
import type { UserRow } from './auth.queries';
import { CODE_LIFETIME_MS, endSession, MESSAGES, requestCode, resendCode, verifyCode } from './auth.service';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  isAdmin: row.isAdmin,
  otpVerified: row.otpVerified,
  plan: row.plan,
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user', { onRequest: requireUser, schema: { response: { 200: userDto } } }, async (request) =>
      toUser(currentUser(request)),
    );

    app.post('/api/request-otp', { schema: { body: requestOtpBody, response: { 200: messageResponse } } }, async (request, reply) => {
      const { token } = await requestCode(ctx, {
        email: request.body.email,
        ip: request.ip,
        previousToken: readCookie(request, 'signin'),
      });
      setCookie(reply, 'signin', token, CODE_LIFETIME_MS);
      return { message: MESSAGES.sent };
    });

    app.post('/api/resend-otp', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
      const { token } = await resendCode(ctx, { token: readCookie(request, 'signin'), ip: request.ip });
      setCookie(reply, 'signin', token, CODE_LIFETIME_MS);
      return { message: MESSAGES.sent };
    });

    app.post('/api/verify-otp', { schema: { body: verifyOtpBody, response: { 200: userDto } } }, async (request, reply) => {
      const { user, token, expiresAt } = await verifyCode(ctx, {
        token: readCookie(request, 'signin'),
        otp: request.body.otp,
      });
      clearCookie(reply, 'signin');
      setCookie(reply, 'session', token, expiresAt.getTime() - ctx.clock.now().getTime());
      return toUser(user);
    });

    app.post('/api/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
      const token = readCookie(request, 'session');
      if (token) await endSession(ctx, token);
      clearCookie(reply, 'session');
      return { message: 'Signed out' };
    });
  };
