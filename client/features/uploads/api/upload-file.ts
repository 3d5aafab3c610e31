import { apiSend } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/** A multipart form with the field 'file'; the answer has the file's url. */
export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiSend(action(api.uploads.upload), form);
}

/** The chat message announcing an upload: an image shows, another file is a link. */
export function uploadMessage(file: File, url: string): string {
  if (file.type.startsWith('image/')) return `![Uploaded Image](${url})`;
  return `[Uploaded file: ${file.name.replace(/[[\]\n]/g, ' ').trim()}](${url})`;
}

/** A pasted image is uploaded as pasted-image-{timestamp}.png. */
export const pastedImageFile = (image: Blob) => new File([image], `pasted-image-${Date.now()}.png`, { type: image.type || 'image/png' });
