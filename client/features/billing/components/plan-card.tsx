import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { PlanOffer } from '@/features/billing/plans';
import { cn } from '@/lib/utils';

type PlanCardProps = { plan: PlanOffer; rank: 'lower' | 'current' | 'higher' };

/** One plan: name, price, features, and 'Current Plan' (disabled) or a change that only an administrator makes. */
export function PlanCard({ plan, rank }: PlanCardProps) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-6 shadow-sm',
        plan.highlighted && 'border-primary shadow-md ring-1 ring-primary md:-my-2 md:py-8',
      )}
    >
      <h2 id={nameId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 text-3xl font-semibold tracking-tight">{plan.price}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {rank === 'current' ? (
          <Button variant="outline" className="w-full" disabled>
            Current Plan
          </Button>
        ) : (
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant={plan.highlighted ? 'default' : 'outline'} className="w-full" aria-disabled="true">
                {rank === 'higher' ? 'Upgrade' : 'Downgrade'}
              </Button>
            </TooltipTrigger>
            <TooltipContent>Contact your administrator to change plans</TooltipContent>
          </Tooltip>
        )}
      </div>
    </li>
  );
}
