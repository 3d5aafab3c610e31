import { describe, expect, it } from 'vitest';
import { pagePreloads, readLinks } from './page-preloads';

const id = '6830b5bf-f394-468a-addc-a4770172039b';

describe('pagePreloads', () => {
  it('names the user on every page, and the data the opening screen shows first', () => {
    expect(pagePreloads('/')).toEqual(['/api/user']);
    expect(pagePreloads(`/chat/${id}`)).toEqual([
      '/api/user',
      `/api/documents/${id}`,
      `/api/documents/${id}/messages?limit=30`,
      `/api/documents/${id}/memories`,
      '/api/ai/status',
    ]);
    expect(pagePreloads(`/documents?id=${id}`)).toEqual(['/api/user', `/api/documents/${id}`, '/api/ai/status']);
    expect(pagePreloads('/designs')).toEqual(['/api/user', '/api/designs']);
    expect(pagePreloads('/documents')).toEqual(['/api/user']);
  });

  it('names nothing but the user for an id that is not one, so no header can be forged through the address', () => {
    for (const url of ['/chat/not-an-id', '/chat/%0d%0aSet-Cookie:%20x', `/documents?id=${id}%3E;%20rel=x`, `/chat/${id}/extra`])
      expect(pagePreloads(url), url).toEqual(['/api/user']);
  });

  it('writes credentialed fetch preloads, as the app makes its reads', () => {
    expect(readLinks('/designs')).toEqual([
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</api/designs>; rel=preload; as=fetch; crossorigin=use-credentials',
    ]);
  });
});
