import { describe, expect, it } from 'vitest';
import { pageReads, screenAt } from './screens';

const id = '6830b5bf-f394-468a-addc-a4770172039b';

describe('screenAt', () => {
  it('finds the screen of each address and its parameters', () => {
    expect(screenAt('/')?.name).toBe('home');
    expect(screenAt(`/chat/${id}`)).toMatchObject({ name: 'chat', address: { params: { id } } });
    expect(screenAt('/chat')).toBeUndefined();
    expect(screenAt('/chat/a/b')).toBeUndefined();
    expect(screenAt('/chats')?.name).toBe('chats');
    expect(screenAt('/chats/')?.name).toBe('chats');
    expect(screenAt('/designs')?.name).toBe('designs');
    expect(screenAt('/designs/new')).toMatchObject({ name: 'design', address: { params: { id: 'new' } } });
    expect(screenAt('/documents?id=x')?.address.query.get('id')).toBe('x');
    expect(screenAt('/layout')).toBeUndefined();
    expect(screenAt('/constructor')).toBeUndefined();
    expect(screenAt('/chat/%E0%A4%A')).toBeUndefined();
  });
});

describe('pageReads', () => {
  it('names the user on every page, and the data the opening screen shows first', () => {
    expect(pageReads('/')).toEqual(['/api/user']);
    expect(pageReads(`/chat/${id}`)).toEqual([
      '/api/user',
      `/api/documents/${id}`,
      `/api/documents/${id}/messages?limit=30`,
      `/api/documents/${id}/memories`,
      '/api/ai/status',
    ]);
    expect(pageReads(`/documents?id=${id}`)).toEqual(['/api/user', `/api/documents/${id}`, '/api/ai/status']);
    expect(pageReads('/designs')).toEqual(['/api/user', '/api/designs']);
    expect(pageReads('/documents')).toEqual(['/api/user']);
    expect(pageReads('/nowhere')).toEqual(['/api/user']);
  });

  it('names nothing but the user for an id that is not one, so no header can be forged through the address', () => {
    for (const url of ['/chat/not-an-id', '/chat/%0d%0aSet-Cookie:%20x', `/documents?id=${id}%3E;%20rel=x`, `/chat/${id}/extra`])
      expect(pageReads(url), url).toEqual(['/api/user']);
  });
});
