import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { PlanOffer } from '@/features/billing/plans';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type PlanCardProps = { plan: PlanOffer; rank: 'lower' | 'current' | 'higher'; isAdmin: boolean };

/**
 * One plan: name, price, features, and 'Current Plan' (disabled) or a change. Plans are changed by an
 * administrator in the admin area: an administrator's button opens it, anyone else's says whom to ask.
 */
export function PlanCard({ plan, rank, isAdmin }: PlanCardProps) {
  const label = rank === 'higher' ? 'Upgrade' : 'Downgrade';
  const variant = plan.highlighted ? 'default' : 'outline';
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
        ) : isAdmin ? (
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant={variant} className="w-full" asChild>
                <Link href={paths.admin}>{label}</Link>
              </Button>
            </TooltipTrigger>
            <TooltipContent>Change any account&apos;s plan in Admin, under Users</TooltipContent>
          </Tooltip>
        ) : (
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant={variant} className="w-full" aria-disabled="true">
                {label}
              </Button>
            </TooltipTrigger>
            <TooltipContent>Ask an administrator of this Northstar to change your plan</TooltipContent>
          </Tooltip>
        )}
      </div>
    </li>
  );
}
