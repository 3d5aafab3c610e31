import type { ConnectionProvider } from '../../../common/ai-models';

/** Where each provider lists its models when the connection names no address. */
const DEFAULT_BASE: Record<ConnectionProvider, string | undefined> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  'openai-compatible': undefined,
};

export const ANTHROPIC_VERSION = '2023-06-01';

/** The address a connection's requests go to: its own, or its provider's. */
export const baseUrlOf = (provider: ConnectionProvider, baseUrl: string | null) =>
  (baseUrl ?? DEFAULT_BASE[provider] ?? '').replace(/\/+$/, '');

type Target = { provider: ConnectionProvider; baseUrl: string | null; apiKey?: string };

/** Why a model list could not be read, in words an administrator can act on. */
export class ModelListError extends Error {}

/**
 * The provider's model ids, from its model-list endpoint: OpenAI's and any OpenAI-compatible server's
 * `GET {base}/models` (Bearer key), Anthropic's `GET /v1/models` (x-api-key and anthropic-version).
 */
export async function fetchModelIds({ provider, baseUrl, apiKey }: Target, timeoutMs = 10_000): Promise<string[]> {
  const base = baseUrlOf(provider, baseUrl);
  const headers: Record<string, string> =
    provider === 'anthropic'
      ? { 'x-api-key': apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION }
      : apiKey
        ? { authorization: `Bearer ${apiKey}` }
        : {};
  let response: Response;
  try {
    response = await fetch(`${base}/models${provider === 'anthropic' ? '?limit=1000' : ''}`, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new ModelListError(timedOut ? `${base} did not answer within ${timeoutMs / 1000} s` : `Could not reach ${base}`);
  }
  if (response.status === 401 || response.status === 403) throw new ModelListError('The provider refused the API key');
  if (!response.ok) throw new ModelListError(`The provider answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
  if (!Array.isArray(body?.data)) throw new ModelListError('The provider did not answer a model list');
  return body.data.flatMap((m) => (typeof m.id === 'string' ? [m.id] : [])).sort();
}
