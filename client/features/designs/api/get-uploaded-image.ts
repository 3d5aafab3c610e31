import { throwIfResNotOk } from '@/lib/api-client';

/** The user's own uploaded image, read back from its URL (served to its owner only). */
export async function getUploadedImage(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return res.blob();
}
