const MB = 1024 * 1024;

/**
 * Limits on reading an imported file. A .docx is a zip: its declared contents are checked before any
 * parser runs, then every file is parsed in a worker thread with its own heap and a deadline, so one
 * file can only ever slow its own request.
 */
export const IMPORT_LIMITS = {
  /** Entries in a .docx: a real one has a few dozen, a long one with many images a few hundred. */
  docxEntries: 2_000,
  /** Uncompressed size of everything in a .docx (images included). */
  docxBytes: 100 * MB,
  /** Uncompressed size of its XML: about 20 times the text it holds; 20 MB is far past any 2 MB document. */
  docxXmlBytes: 20 * MB,
  /** Heap of a worker reading a file. */
  workerHeapMb: 512,
  /** How long one file may take to read. */
  timeMs: 20_000,
  /** Files read at once, and waiting, per server. */
  threads: 2,
  queue: 16,
  /** Imports per user. */
  perUser: { limit: 20, windowMs: 10 * 60_000 },
} as const;

export const IMPORT_MESSAGES = {
  docxTooManyEntries: `This .docx holds too many parts: at most ${IMPORT_LIMITS.docxEntries.toLocaleString('en')} files inside it.`,
  docxTooBig: `This .docx is too large once unpacked: at most ${IMPORT_LIMITS.docxBytes / MB} MB of content inside it.`,
  docxXmlTooBig: `This .docx holds too much text markup once unpacked: at most ${IMPORT_LIMITS.docxXmlBytes / MB} MB.`,
  tooSlow: `This file takes too long to read: a file must be read within ${IMPORT_LIMITS.timeMs / 1000} seconds. Split it into smaller documents.`,
  tooHeavy: `This file needs too much memory to read (more than ${IMPORT_LIMITS.workerHeapMb} MB). Split it into smaller documents.`,
  damaged: 'This file could not be read: it looks damaged or is not what its name says. Save it again from your editor and retry.',
  busy: 'Too many files are being imported right now. Please try again in a moment.',
  tooMany: `You are importing files too fast: at most ${IMPORT_LIMITS.perUser.limit} imports in ${IMPORT_LIMITS.perUser.windowMs / 60_000} minutes. Please wait a moment.`,
};

/** The same limits, worded for a document drawn as a PDF. */
export const EXPORT_MESSAGES = {
  tooSlow: `This document takes too long to turn into a PDF: at most ${IMPORT_LIMITS.timeMs / 1000} seconds. Split it into smaller documents.`,
  tooHeavy: `This document needs too much memory to turn into a PDF (more than ${IMPORT_LIMITS.workerHeapMb} MB). Split it into smaller documents.`,
  busy: 'Too many documents are being converted right now. Please try again in a moment.',
};
