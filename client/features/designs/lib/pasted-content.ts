type Clipboard = { files: Iterable<File>; types: readonly string[] };

export type PastedContent = { kind: 'image'; file: File } | { kind: 'not-image' } | { kind: 'ignore' };

/**
 * What a paste on the design editor carries: an image file is uploaded, other files are refused
 * ('Please upload an image file'), and text is left to the field it was pasted into. Text pasted
 * into a field wins over an image copied with it (office apps put both on the clipboard).
 */
export function pastedContent(data: Clipboard | null, intoTextField: boolean): PastedContent {
  const files = data ? [...data.files] : [];
  if (files.length === 0) return { kind: 'ignore' };
  if (intoTextField && data?.types.includes('text/plain')) return { kind: 'ignore' };
  const image = files.find((file) => file.type.startsWith('image/'));
  return image ? { kind: 'image', file: image } : { kind: 'not-image' };
}

/** Whether a paste lands in a field that takes text. */
export const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.matches('input, textarea') || target.isContentEditable === true);
