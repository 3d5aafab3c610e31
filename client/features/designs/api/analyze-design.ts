import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

type AnalyzeDesignInput = { image: Blob; fileName: string; title: string; notes: string };

/** A multipart form with the field 'image' (the 'title' and 'notes' fields go first); answers Markdown. */
export function analyzeDesign({ image, fileName, title, notes }: AnalyzeDesignInput) {
  const form = new FormData();
  form.append('title', title);
  if (notes) form.append('notes', notes);
  form.append('image', image, fileName);
  return apiSend(action(api.designs.analyze), form);
}
