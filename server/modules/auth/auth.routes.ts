import type { User } from '../../../common/auth';
import { api } from '../../../common/contract/api';
import type { AppContext } from '../../lib/context';
import { serveRoutes } from '../../plugins/api-routes';
import { clearCookie, currentUser, readCookie, setCookie } from '../../plugins/session';
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

export const authRoutes = (ctx: AppContext) =>
  serveRoutes(api.auth, {
    user: async (request) => toUser(currentUser(request)),

    requestOtp: async (request, reply) => {
      const { token } = await requestCode(ctx, {
        email: request.body.email,
        ip: request.ip,
        previousToken: readCookie(request, 'signin'),
      });
      setCookie(reply, 'signin', token, CODE_LIFETIME_MS);
      return { message: MESSAGES.sent };
    },

    resendOtp: async (request, reply) => {
      const { token } = await resendCode(ctx, { token: readCookie(request, 'signin'), ip: request.ip });
      setCookie(reply, 'signin', token, CODE_LIFETIME_MS);
      return { message: MESSAGES.sent };
    },

    verifyOtp: async (request, reply) => {
      const { user, token, expiresAt } = await verifyCode(ctx, {
        token: readCookie(request, 'signin'),
        otp: request.body.otp,
      });
      clearCookie(reply, 'signin');
      setCookie(reply, 'session', token, expiresAt.getTime() - ctx.clock.now().getTime());
      return toUser(user);
    },

    logout: async (request, reply) => {
      const token = readCookie(request, 'session');
      if (token) await endSession(ctx, token);
      clearCookie(reply, 'session');
      return { message: 'Signed out' };
    },
  });
