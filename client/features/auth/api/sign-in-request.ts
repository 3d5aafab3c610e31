import { ApiError, apiSend } from '@/lib/api-client';
import { type Action } from '@/lib/routes';

/** Any failed sign-in call raises an error whose message is the raw response text. */
export async function signInRequest<B, T>(action: Action<B, T>, body: B): Promise<T> {
  try {
    return await apiSend(action as Action<B | undefined, T>, body);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.body, error.body);
    throw error;
  }
}
