import type { LucideIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type NativeSelectProps = Omit<ComponentProps<'select'>, 'id' | 'size'> & {
  /** Its visible name, after its icon. */
  label: string;
  icon: LucideIcon;
  options: { value: string; label: string }[];
  /** `xs` in a header or under a composer, `sm` above a list. */
  scale?: 'xs' | 'sm';
};

const SIZES = {
  xs: { label: 'text-xs', icon: 'size-3.5', select: 'h-7 max-w-[12rem] bg-background text-xs' },
  sm: { label: 'text-sm', icon: 'size-4', select: 'h-9 max-w-[16rem] bg-card px-2 text-sm shadow-xs' },
};

/** A labelled native select (keyboard and phone friendly) with its options. */
export function NativeSelect({ label, icon: Icon, options, scale = 'xs', className, ...props }: NativeSelectProps) {
  const id = useId();
  const sized = SIZES[scale];
  return (
    <>
      <label htmlFor={id} className={cn('inline-flex shrink-0 items-center gap-1.5 text-muted-foreground', sized.label)}>
        <Icon className={sized.icon} aria-hidden="true" />
        {label}
      </label>
      <select
        id={id}
        className={cn(
          'min-w-0 truncate rounded-md border px-1.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          sized.select,
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
