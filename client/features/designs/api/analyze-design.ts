import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

type AnalyzeDesignInput = { image: Blob; fileName: string; title: string; notes: string; designId?: string };

/**
 * A multipart form with the field 'image' (the 'title', 'notes' and 'designId' fields go first: the
 * saved design's model reviews it); answers Markdown.
 */
export function analyzeDesign({ image, fileName, title, notes, designId }: AnalyzeDesignInput) {
  const form = new FormData();
  form.append('title', title);
  if (notes) form.append('notes', notes);
  if (designId) form.append('designId', designId);
  form.append('image', image, fileName);
  return apiSend(action(api.designs.analyze), form);
}
