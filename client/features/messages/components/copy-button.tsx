import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { dismissToast, toast } from '@/lib/toast';

/** After a copy, the check shows for 2 seconds. */
const CONFIRM_MS = 2000;

type CopyButtonProps = {
  text: string;
  /** A visible caption ("Copy link", then "Copied"); without one, an icon button named "Copy". */
  label?: string;
};

export function CopyButton({ text, label }: CopyButtonProps) {
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

  const icon = copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />;
  if (label)
    return (
      <Button variant="outline" data-copied={copied} onClick={() => void copy()} className="shrink-0">
        {icon}
        <span aria-live="polite">{copied ? 'Copied' : label}</span>
      </Button>
    );
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
      {icon}
      {copied && (
        <span role="status" className="sr-only">
          Copied
        </span>
      )}
    </Button>
  );
}
