import { describe, expect, it } from 'vitest';
import { staleKeys } from './live-updates';

describe('staleKeys', () => {
  it('maps each change to the queries it makes stale', () => {
    expect(staleKeys({ entity: 'document', action: 'updated', id: 'd1' })).toEqual([
      { key: ['/api/documents'], exact: true },
      { key: ['/api/documents', 'd1'], exact: true },
    ]);
    expect(staleKeys({ entity: 'message', action: 'created', id: 'm1', parentId: 'd1' })).toEqual([
      { key: ['/api/documents', 'd1', 'messages'] },
    ]);
    expect(staleKeys({ entity: 'memory', action: 'deleted', id: 'k', parentId: 'd1' })).toEqual([
      { key: ['/api/documents', 'd1', 'memories'] },
    ]);
    expect(staleKeys({ entity: 'design', action: 'created', id: 'x' })[0]).toEqual({ key: ['/api/designs'], exact: true });
    expect(staleKeys({ entity: 'design_message', action: 'created', id: 'y', parentId: 'x' })).toEqual([
      { key: ['/api/designs', 'x', 'messages'] },
    ]);
  });
});
