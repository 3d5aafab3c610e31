import { throwIfResNotOk } from '@/lib/api-client';

/** SPEC section 7: a multipart form with the field 'file'; the answer has the file's url. */
export async function uploadFile(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/upload', { method: 'POST', credentials: 'include', body: form });
  await throwIfResNotOk(res);
  return (await res.json()) as { url: string };
}

/** The chat message announcing an upload (SPEC section 7). */
export function uploadMessage(file: File, url: string): string {
  if (file.type.startsWith('image/')) return `![Uploaded Image](${url})`;
  return `[Uploaded file: ${file.name.replace(/[[\]\n]/g, ' ').trim()}](${url})`;
}

/** SPEC section 7: a pasted image is uploaded as pasted-image-{timestamp}.png. */
export const pastedImageFile = (image: Blob) =>
  new File([image], `pasted-image-${Date.now()}.png`, { type: image.type || 'image/png' });
