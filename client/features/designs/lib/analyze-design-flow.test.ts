import { describe, expect, it, vi } from 'vitest';
import type { DesignDto, DesignMessageDto } from '@common/designs';
import { ApiError } from '@/lib/api-client';
import { AnalyzeDesignError, runDesignAnalysis, stepFailure, type AnalyzeSteps } from '@/features/designs/lib/analyze-design-flow';

const design: DesignDto = {
  id: 'd1',
  title: 'Checkout',
  content: '',
  imageUrl: '/uploads/a.png',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};
const saved: DesignMessageDto = { id: 'm1', role: 'assistant', content: '# Review', createdAt: design.createdAt };
const apiError = (status: number, body: string) => new ApiError(status, body, `${status}: ${body}`);

function stepsFor(overrides: Partial<AnalyzeSteps> = {}) {
  const calls: string[] = [];
  const steps: AnalyzeSteps = {
    createDesign: vi.fn(async () => (calls.push('create'), design)),
    readImage: vi.fn(async () => (calls.push('read'), new Blob(['png'], { type: 'image/png' }))),
    analyzeDesign: vi.fn(async () => (calls.push('analyze'), { analysis: '# Review' })),
    saveAnalysis: vi.fn(async () => (calls.push('save'), [saved])),
    ...overrides,
  };
  return { steps, calls };
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnalyzeDesignError);
  return error as AnalyzeDesignError;
};

describe('runDesignAnalysis: create, analyse, save, in that order', () => {
  it('creates a new design, analyses the uploaded file, then saves the analysis', async () => {
    const { steps, calls } = stepsFor();
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    const result = await runDesignAnalysis({ designId: null, title: '  ', notes: '', imageUrl: '/uploads/a.png', image: file }, steps);
    expect(calls).toEqual(['create', 'analyze', 'save']);
    expect(steps.createDesign).toHaveBeenCalledWith({ title: 'Untitled Design', content: '', imageUrl: '/uploads/a.png' });
    expect(steps.analyzeDesign).toHaveBeenCalledWith({
      image: file,
      fileName: 'shot.png',
      title: 'Untitled Design',
      notes: '',
      designId: 'd1',
    });
    expect(steps.saveAnalysis).toHaveBeenCalledWith({ designId: 'd1', content: '# Review' });
    expect(result).toEqual({ designId: 'd1', created: design, messages: [saved] });
  });

  it('for an existing design without the file at hand, reads the image back from its URL', async () => {
    const { steps, calls } = stepsFor();
    const result = await runDesignAnalysis(
      { designId: 'd9', title: 'Home', notes: '<p>For returning users</p>', imageUrl: '/uploads/b.webp', image: null },
      steps,
    );
    expect(calls).toEqual(['read', 'analyze', 'save']);
    expect(steps.readImage).toHaveBeenCalledWith('/uploads/b.webp');
    expect(steps.analyzeDesign).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'b.webp', title: 'Home', notes: '<p>For returning users</p>', designId: 'd9' }),
    );
    expect(result.created).toBeNull();
    expect(result.designId).toBe('d9');
  });
});

describe('runDesignAnalysis: the failure of each step', () => {
  it('says "Failed to create design: {server text}" and stops', async () => {
    const { steps, calls } = stepsFor({
      createDesign: async () => Promise.reject(apiError(400, '{"message":"imageUrl must be an image uploaded to Northstar"}')),
    });
    const error = await failure(
      runDesignAnalysis({ designId: null, title: 'A', notes: '', imageUrl: '/uploads/a.png', image: null }, steps),
    );
    expect(error.message).toBe('Failed to create design: imageUrl must be an image uploaded to Northstar');
    expect(error.designId).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says "Analysis failed: {server text}" and keeps the created design', async () => {
    const { steps, calls } = stepsFor({ analyzeDesign: async () => Promise.reject(apiError(429, '{"message":"Too many AI requests"}')) });
    const error = await failure(
      runDesignAnalysis({ designId: null, title: 'A', notes: '', imageUrl: '/uploads/a.png', image: null }, steps),
    );
    expect(error.message).toBe('Analysis failed: Too many AI requests');
    expect(error.designId).toBe('d1');
    expect(error.created).toEqual(design);
    expect(calls).toEqual(['create', 'read']);
  });

  it('counts a failure to read the image back as a failed analysis', async () => {
    const { steps } = stepsFor({ readImage: async () => Promise.reject(apiError(404, '{"message":"File not found"}')) });
    const error = await failure(
      runDesignAnalysis({ designId: 'd9', title: 'A', notes: '', imageUrl: '/uploads/a.png', image: null }, steps),
    );
    expect(error.message).toBe('Analysis failed: File not found');
    expect(error.designId).toBe('d9');
  });

  it('says "Failed to save analysis message: {server text}"', async () => {
    const { steps } = stepsFor({ saveAnalysis: async () => Promise.reject(apiError(404, '{"message":"Design not found"}')) });
    const error = await failure(
      runDesignAnalysis({ designId: 'd9', title: 'A', notes: '', imageUrl: '/uploads/a.png', image: null }, steps),
    );
    expect(error.message).toBe('Failed to save analysis message: Design not found');
  });

  it('falls back to "Failed to analyze design" when there is no server text', () => {
    expect(stepFailure('Analysis failed', new TypeError('Failed to fetch'))).toBe('Failed to analyze design');
    expect(stepFailure('Analysis failed', apiError(502, '<html>Bad gateway</html>'))).toBe('Failed to analyze design');
    expect(stepFailure('Analysis failed', apiError(413, 'Too large'))).toBe('Analysis failed: Too large');
  });
});
