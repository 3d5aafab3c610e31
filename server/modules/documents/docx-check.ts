import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';

const isXml = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Reads the zip's central directory only (nothing is inflated) and refuses a .docx whose entries or
 * declared uncompressed sizes pass the limits: a 144 KB file can hold 50 MB of XML. A file lying
 * about its sizes is stopped by the worker's memory and time limits instead.
 */
export function checkDocxArchive(data: Uint8Array) {
  let entries = 0;
  let bytes = 0;
  let xmlBytes = 0;
  try {
    unzipSync(data, {
      filter(file) {
        entries += 1;
        bytes += file.originalSize;
        if (isXml(file.name)) xmlBytes += file.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest(IMPORT_MESSAGES.damaged, 'damaged_file');
  }
  if (entries > IMPORT_LIMITS.docxEntries) throw new AppError(413, 'too_large', IMPORT_MESSAGES.docxTooManyEntries);
  if (bytes > IMPORT_LIMITS.docxBytes) throw new AppError(413, 'too_large', IMPORT_MESSAGES.docxTooBig);
  if (xmlBytes > IMPORT_LIMITS.docxXmlBytes) throw new AppError(413, 'too_large', IMPORT_MESSAGES.docxXmlTooBig);
}
