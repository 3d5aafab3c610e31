import { useRef } from 'react';

/**
 * A hidden file field and the way to open it: render `input` anywhere, call `open()` from a button;
 * the chosen file goes to `onFile` (the field is emptied, so the same file can be chosen again).
 */
export function useFilePicker(accept: string, onFile: (file: File) => void, testId?: string) {
  const field = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={field}
      type="file"
      accept={accept}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { input, open: () => field.current?.click() };
}
