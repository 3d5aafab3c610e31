import { ApiError, apiRequest } from '@/lib/api-client';

/** SPEC section 8: any failed sign-in call raises an error whose message is the raw response text. */
export async function signInRequest<T>(url: string, body?: unknown): Promise<T> {
  try {
    return await apiRequest<T>('POST', url, body);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.body, error.body);
    throw error;
  }
}
