import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { checkedBaseUrl } from './integrations.service';

const production = { NODE_ENV: 'production' as const, TRACKER_LOCAL_URLS: false };

function refusal(config: typeof production, url: string) {
  try {
    checkedBaseUrl(config, url);
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe("a tracker's address", () => {
  it('takes an HTTPS address, without its trailing slash, and none at all', () => {
    expect(checkedBaseUrl(production, 'https://github.example.com/api/v3/')).toBe('https://github.example.com/api/v3');
    expect(checkedBaseUrl(production, 'https://10.1.2.3/jira')).toBe('https://10.1.2.3/jira');
    expect(checkedBaseUrl(production, undefined)).toBeNull();
  });

  it("in production refuses plain HTTP, the server's own machine and the cloud's metadata service", () => {
    expect(refusal(production, 'http://jira.example.com')).toBe('400 baseUrl must use https');
    for (const url of [
      'http://localhost:5432',
      'https://127.0.0.1:8443',
      'https://[::1]/',
      'http://169.254.169.254/latest',
      'https://0.0.0.0',
    ])
      expect(refusal(production, url)).toBe("400 baseUrl: give the tracker's own address; this server's machine cannot be one");
  });

  it('lets a local test server in outside production, or when TRACKER_LOCAL_URLS says so', () => {
    expect(checkedBaseUrl({ NODE_ENV: 'test', TRACKER_LOCAL_URLS: false }, 'http://127.0.0.1:4100/')).toBe('http://127.0.0.1:4100');
    expect(checkedBaseUrl({ ...production, TRACKER_LOCAL_URLS: true }, 'http://localhost:4100')).toBe('http://localhost:4100');
  });
});
