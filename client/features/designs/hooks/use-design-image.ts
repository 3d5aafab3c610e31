import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { failureWithReason } from '@/lib/api-client';
import { isTextField, pastedContent } from '@/features/designs/lib/pasted-content';
import { pastedImageFile, uploadFile } from '@/features/uploads/api/upload-file';

type Source = 'upload' | 'paste';
export type DesignImage = { url: string; file: File | null };

const SUCCESS: Record<Source, string> = {
  upload: "Image uploaded successfully. Click 'Analyze Design' to process it.",
  paste: "Image pasted successfully. Click 'Analyze Design' to process it.",
};
const FAILURE: Record<Source, string> = {
  upload: 'Failed to process the image',
  paste: 'Failed to process the pasted image',
};

/** The image's toasts: its success replaces a failure still on screen. */
const IMAGE_TOAST = 'design-image';
const showError = (description: string) => toast({ id: IMAGE_TOAST, variant: 'destructive', title: 'Error', description });

type Options = {
  initialUrl: string | null;
  /** No upload or paste is taken while this is true (an analysis is running). */
  busy: boolean;
  /** Saves the new image on a design that exists; resolves false when that failed (it says so itself). */
  save: (url: string) => Promise<boolean>;
};

/**
 * The design's image: chosen with Upload Image (or dropped) or pasted anywhere on the page, checked
 * to be an image, uploaded, and kept with its file so that the analysis need not download it again.
 */
export function useDesignImage({ initialUrl, busy, save }: Options) {
  const [image, setImage] = useState<DesignImage | null>(initialUrl ? { url: initialUrl, file: null } : null);
  const [uploading, setUploading] = useState(false);
  const inFlight = useRef(false);

  async function accept(file: File, source: Source) {
    if (!file.type.startsWith('image/')) {
      showError('Please upload an image file');
      return;
    }
    if (inFlight.current || busy) return;
    const upload = source === 'paste' ? pastedImageFile(file) : file;
    inFlight.current = true;
    setUploading(true);
    try {
      let url: string;
      try {
        ({ url } = await uploadFile(upload));
      } catch (error) {
        showError(failureWithReason(error, FAILURE[source]));
        return;
      }
      setImage({ url, file: upload });
      if (await save(url)) toast({ id: IMAGE_TOAST, title: 'Success', description: SUCCESS[source] });
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    const content = pastedContent(event.clipboardData, isTextField(event.target));
    if (content.kind === 'ignore') return;
    event.preventDefault();
    if (content.kind === 'image') void accept(content.file, 'paste');
    else showError('Please upload an image file');
  });

  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event);
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, []);

  return { image, uploading, upload: (file: File) => void accept(file, 'upload') };
}
