import type { MessageResponse, RequestOtpBody, User, VerifyOtpBody } from '@common/auth';
import { get, send } from '@/lib/api-routes/route';

/** The session: the current user, sign-in by e-mail code, logout. */
export const authApi = {
  /** The current user; 401 means signed out. */
  user: get<User>('/api/user'),
  requestOtp: send<RequestOtpBody, MessageResponse>('POST', '/api/request-otp'),
  verifyOtp: send<VerifyOtpBody, User>('POST', '/api/verify-otp'),
  resendOtp: send<undefined, MessageResponse>('POST', '/api/resend-otp'),
  logout: send<undefined, MessageResponse>('POST', '/api/logout'),
};
