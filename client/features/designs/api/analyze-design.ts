import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

type AnalyzeDesignInput = { image: Blob; fileName: string; title: string };

/** A multipart form with the field 'image' (the 'title' field goes first); answers Markdown. */
export function analyzeDesign({ image, fileName, title }: AnalyzeDesignInput) {
  const form = new FormData();
  form.append('title', title);
  form.append('image', image, fileName);
  return apiSend(action(api.designs.analyze), form);
}
