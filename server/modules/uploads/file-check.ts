import { AppError, badRequest } from '../../lib/errors';
import { imageWork } from '../../lib/image-work';
import { NOT_PDF } from './pdf-text';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** The longest side of an image at most this many times its shortest: a long page screenshot is about 1:25. */
export const MAX_ASPECT = 40;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', md: 'text/markdown', csv: 'text/csv' };

export type CheckedFile = { data: Buffer; mime: string; ext: string; kind: 'image' | 'document' };

export const MESSAGES = {
  notImage: 'The file is not a valid image. Upload a PNG, JPEG, WebP or GIF.',
  svg: 'SVG images are not accepted. Upload a PNG, JPEG, WebP or GIF.',
  tooManyPixels: `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels.`,
  tooThin: `The image is too long and narrow: its longer side can be at most ${MAX_ASPECT} times its shorter one. Crop it into screens.`,
  imageTooBig: 'The image is too large: at most 10 MB.',
  fileTooBig: 'The file is too large: at most 10 MB.',
  documentTooBig: 'The file is too large: documents can be at most 5 MB.',
  notPdf: NOT_PDF,
  wrongType: 'This type of file is not accepted. Upload an image, a PDF, or a .txt, .md, .csv, .docx or .doc file.',
};

const extOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';
const saysImage = (name: string, declared: string) =>
  declared.startsWith('image/') || /\.(png|jpe?g|gif|webp|bmp|svg|avif|heic|tiff?)$/i.test(name);

/** Refuses, from the header alone, an image too large or too thin to decode; a header sharp cannot read is not an image. */
async function checkSize(sharp: (typeof import('sharp'))['default'], data: Buffer) {
  let size: { width: number; height: number };
  try {
    const meta = await sharp(data).metadata();
    size = { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    throw badRequest(MESSAGES.notImage, 'invalid_image');
  }
  const { width, height } = size;
  if (width * height > MAX_PIXELS) throw new AppError(413, 'too_large', MESSAGES.tooManyPixels);
  if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) throw badRequest(MESSAGES.tooThin, 'image_too_thin');
}

/** Decodes with a pixel limit and re-encodes, so only clean pixels are ever stored. */
export async function reencodeImage(data: Buffer, mime: string): Promise<CheckedFile> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError(413, 'too_large', MESSAGES.imageTooBig);
  // sharp (libvips) is loaded with the first image, not at start-up.
  const { default: sharp } = await import('sharp');
  await checkSize(sharp, data);
  return imageWork(async () => {
    try {
      const image = sharp(data, { limitInputPixels: MAX_PIXELS, animated: mime === 'image/gif' }).rotate();
      if (mime === 'image/jpeg') return { data: await image.jpeg({ quality: 88 }).toBuffer(), mime, ext: 'jpg', kind: 'image' };
      if (mime === 'image/webp') return { data: await image.webp({ quality: 88 }).toBuffer(), mime, ext: 'webp', kind: 'image' };
      if (mime === 'image/gif') return { data: await image.gif().toBuffer(), mime, ext: 'gif', kind: 'image' };
      return { data: await image.png().toBuffer(), mime: 'image/png', ext: 'png', kind: 'image' };
    } catch (err) {
      if (/pixel limit/i.test(String((err as Error).message))) throw new AppError(413, 'too_large', MESSAGES.tooManyPixels);
      throw badRequest(MESSAGES.notImage, 'invalid_image');
    }
  });
}

const isUtf8Text = (data: Buffer) => {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
};

/** The file's type from its first bytes (file-type is loaded with the first upload). */
const detectType = async (data: Buffer) => (await import('file-type')).fileTypeFromBuffer(data);

/** Only images accepted: verified by their bytes, SVG refused, re-encoded. */
export async function checkImage(data: Buffer): Promise<CheckedFile> {
  const detected = await detectType(data);
  if (!detected) {
    if (/^\s*(<\?xml|<svg)/i.test(data.subarray(0, 256).toString('utf8'))) throw badRequest(MESSAGES.svg, 'svg_refused');
    throw badRequest(MESSAGES.notImage, 'invalid_image');
  }
  if (!IMAGE_TYPES.has(detected.mime)) {
    throw badRequest(detected.mime === 'image/svg+xml' ? MESSAGES.svg : MESSAGES.notImage, 'invalid_image');
  }
  return reencodeImage(data, detected.mime);
}

/**
 * An image (verified and re-encoded), a PDF, or a .txt/.md/.csv/.docx/.doc document, detected by content.
 * A file whose name or declared type says image must really be one.
 */
export async function checkUpload(data: Buffer, name: string, declared: string): Promise<CheckedFile> {
  if (saysImage(name, declared)) return checkImage(data);
  const detected = await detectType(data);
  if (detected && IMAGE_TYPES.has(detected.mime)) return checkImage(data);
  const ext = extOf(name);
  const docLimit = (file: CheckedFile) => {
    const limit = file.mime === 'application/pdf' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
    if (data.length > limit)
      throw new AppError(413, 'too_large', limit === MAX_IMAGE_BYTES ? MESSAGES.fileTooBig : MESSAGES.documentTooBig);
    return file;
  };
  if (detected?.mime === 'application/pdf') return docLimit({ data, mime: detected.mime, ext: 'pdf', kind: 'document' });
  if (detected?.ext === 'docx' && ext === 'docx') {
    return docLimit({ data, mime: detected.mime, ext: 'docx', kind: 'document' });
  }
  if (detected?.ext === 'cfb' && ext === 'doc') return docLimit({ data, mime: 'application/msword', ext: 'doc', kind: 'document' });
  const textMime = Object.hasOwn(TEXT_EXTENSIONS, ext) ? TEXT_EXTENSIONS[ext] : undefined;
  if (!detected && textMime && isUtf8Text(data)) return docLimit({ data, mime: textMime, ext, kind: 'document' });
  throw badRequest(MESSAGES.wrongType, 'wrong_type');
}
