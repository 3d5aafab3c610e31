import { Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, useTheme, type ThemeChoice } from '@/features/theme/theme';
import { cn } from '@/lib/utils';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor };

/** Light / Dark / System, as three radio buttons; the choice is kept on this device. */
export function ThemeSwitcher({ compact = false }: { compact?: boolean }) {
  const { choice, setTheme } = useTheme();
  return (
    <div role="radiogroup" aria-label="Theme" className={cn('flex rounded-md border bg-background p-0.5', compact && 'flex-col')}>
      {THEMES.map((theme) => {
        const Icon = ICONS[theme];
        const checked = theme === choice;
        return (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={checked}
            title={`${LABELS[theme]} theme`}
            onClick={() => setTheme(theme)}
            className={cn(
              'flex flex-1 items-center justify-center gap-1.5 rounded-sm px-2 py-1 text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              checked && 'bg-accent text-accent-foreground hover:text-accent-foreground',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            <span className={compact ? 'sr-only' : undefined}>{LABELS[theme]}</span>
          </button>
        );
      })}
    </div>
  );
}
