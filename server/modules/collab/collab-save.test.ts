import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { savedOrGone } from './collab.server';

describe('saving the shared text of an open document', () => {
  it('passes a save through, and says nothing', async () => {
    const log = { error: vi.fn() };
    await expect(savedOrGone(Promise.resolve(), log, 'd1')).resolves.toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('finds nothing to save in a document deleted while it was open, and says nothing', async () => {
    const log = { error: vi.fn() };
    await expect(savedOrGone(Promise.reject(new AppError(404, 'not_found', 'Document not found')), log, 'd1')).resolves.toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs any other failure once, without failing the editors’ session', async () => {
    const log = { error: vi.fn() };
    const failure = new Error('connection reset');
    await expect(savedOrGone(Promise.reject(failure), log, 'd1')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith({ err: failure, id: 'd1' }, 'collab: saving the shared document failed');
  });
});
