import type { AnalyzeDesignResponse, DesignDto, DesignMessageDto } from '@common/designs';
import { serverMessage } from '@/lib/api-client';

export const DEFAULT_DESIGN_TITLE = 'Untitled Design';
export const ANALYZE_FAILED = 'Failed to analyze design';

export type AnalyzeInput = {
  /** Null for a design not saved yet: it is created first. */
  designId: string | null;
  title: string;
  /** The design's notes (HTML), which the review reads beside the image. */
  notes: string;
  imageUrl: string;
  /** The file just uploaded, if still at hand; otherwise the image is read back from its URL. */
  image: File | null;
};

export type AnalyzeSteps = {
  createDesign: (body: { title: string; content: string; imageUrl: string | null }) => Promise<DesignDto>;
  readImage: (url: string) => Promise<Blob>;
  /** `designId`: the saved design, whose model reviews it. */
  analyzeDesign: (input: {
    image: Blob;
    fileName: string;
    title: string;
    notes: string;
    designId: string;
  }) => Promise<AnalyzeDesignResponse>;
  saveAnalysis: (input: { designId: string; content: string }) => Promise<DesignMessageDto[]>;
};

export type AnalyzeResult = { designId: string; created: DesignDto | null; messages: DesignMessageDto[] };

/**
 * A failed step, with the toast's description and the step's own error as `cause`; `designId` is set
 * when the design exists (created or not).
 */
export class AnalyzeDesignError extends Error {
  constructor(
    message: string,
    readonly designId: string | null,
    readonly created: DesignDto | null,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AnalyzeDesignError';
  }
}

/** 'Failed to create design: {server text}' and the like; without a server text, 'Failed to analyze design'. */
export function stepFailure(prefix: string, error: unknown): string {
  const text = serverMessage(error, '');
  return text ? `${prefix}: ${text}` : ANALYZE_FAILED;
}

const fileNameOf = (url: string) => url.split('?')[0]?.split('/').pop() || 'design.png';

/**
 * Analyze Design: a new design is created first, then the image is analysed, then the analysis
 * is saved as the assistant's message. Each failure says which step failed.
 */
export async function runDesignAnalysis(input: AnalyzeInput, steps: AnalyzeSteps): Promise<AnalyzeResult> {
  const title = input.title.trim() || DEFAULT_DESIGN_TITLE;
  let designId = input.designId;
  let created: DesignDto | null = null;
  if (designId === null) {
    try {
      created = await steps.createDesign({ title, content: '', imageUrl: input.imageUrl });
    } catch (error) {
      throw new AnalyzeDesignError(stepFailure('Failed to create design', error), null, null, error);
    }
    designId = created.id;
  }

  let analysis: string;
  try {
    const image = input.image ?? (await steps.readImage(input.imageUrl));
    const fileName = input.image?.name || fileNameOf(input.imageUrl);
    ({ analysis } = await steps.analyzeDesign({ image, fileName, title, notes: input.notes, designId }));
  } catch (error) {
    throw new AnalyzeDesignError(stepFailure('Analysis failed', error), designId, created, error);
  }

  try {
    const messages = await steps.saveAnalysis({ designId, content: analysis });
    return { designId, created, messages };
  } catch (error) {
    throw new AnalyzeDesignError(stepFailure('Failed to save analysis message', error), designId, created, error);
  }
}
