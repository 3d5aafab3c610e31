import { z } from 'zod';
import { textField } from './text';
/**
 * An upload answers the address the file is served at (to its owner only), and for a document, what
 * the AI can read of it: `notice` says when it can read nothing (a scanned PDF, a damaged file).
 */
export const uploadDto = z.object({ url: z.string(), notice: z.string().optional() });
export type UploadDto = z.infer<typeof uploadDto>;

export const FILE_TEXT_NOTICES = {
  scanned: 'This PDF has no text layer (it looks scanned), so the AI cannot read it. Paste the text, or upload a PDF with selectable text.',
  unreadable: 'Northstar could not read the text of this file, so the AI cannot use it.',
} as const;

/** `GET /uploads/:key`: the owner's file; `?thumb=1` gives a small WebP of an image, for lists. */
export const uploadFileParams = z.object({ key: textField('key') });
export const uploadFileQuery = z.object({ thumb: textField('thumb').optional() });
