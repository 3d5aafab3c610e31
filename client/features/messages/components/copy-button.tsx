import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dismissToast, toast } from '@/lib/toast';

/** After a copy, the check shows for 2 seconds. */
const CONFIRM_MS = 2000;

export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timeout = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timeout);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      dismissToast('copy');
    } catch {
      toast({ id: 'copy', variant: 'destructive', title: 'Copy failed', description: 'Failed to copy text to clipboard' });
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Copy"
      title="Copy"
      data-copied={copied}
      onClick={() => void copy()}
      className="size-7 text-muted-foreground hover:text-foreground"
    >
      {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied && (
        <span role="status" className="sr-only">
          Copied
        </span>
      )}
    </Button>
  );
}
