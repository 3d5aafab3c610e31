import { useEffect, useState } from 'react';
import { createAutosave, type Autosave, type SaveStatus } from '@/features/documents/lib/autosave';

type UseAutosaveOptions = {
  /** Saves the current text; read at save time, so it may change between renders. */
  save: () => Promise<void>;
  onSaved?: () => void;
  onError?: (error: unknown, failures: number) => void;
};

/**
 * The auto-save of an open document (see `createAutosave`), with its status for the screen.
 * A failed save is tried again when the browser comes back online; changes still waiting when the
 * screen closes are sent at once.
 */
export function useAutosave(options: UseAutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [autosave] = useState<Autosave>(() => createAutosave({ ...options, onStatus: setStatus }));
  useEffect(() => {
    autosave.configure(options);
  });

  useEffect(() => {
    const retry = () => {
      if (autosave.status() === 'failed') void autosave.flush();
    };
    autosave.start();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      // Leaving by another way than Back (the sidebar, a link): what waits is sent now.
      if (autosave.hasUnsaved()) void autosave.flush();
      autosave.stop();
    };
  }, [autosave]);

  return { status, autosave };
}
