import type { AnalyzeDesignResponse } from '@common/designs';
import { throwIfResNotOk } from '@/lib/api-client';

type AnalyzeDesignInput = { image: Blob; fileName: string; title: string };

/** SPEC section 7: a multipart form with the field 'image' (the 'title' field goes first); answers Markdown. */
export async function analyzeDesign({ image, fileName, title }: AnalyzeDesignInput): Promise<AnalyzeDesignResponse> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', image, fileName);
  const res = await fetch('/api/analyze-design', { method: 'POST', credentials: 'include', body: form });
  await throwIfResNotOk(res);
  return (await res.json()) as AnalyzeDesignResponse;
}
