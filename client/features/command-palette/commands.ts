import {
  FileText,
  Home,
  LayoutTemplate,
  MessageSquare,
  MessageSquarePlus,
  Palette,
  FilePlus,
  ImagePlus,
  Settings,
  CreditCard,
  ShieldCheck,
  SunMoon,
  Keyboard,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

/** One action of the palette: a screen to go to, or something to do. */
export type PaletteCommand = { id: string; label: string; icon: LucideIcon; keywords?: string; adminOnly?: boolean } & (
  { to: string } | { run: 'toggle-theme' | 'show-shortcuts' }
);

export const COMMANDS: PaletteCommand[] = [
  { id: 'new-chat', label: 'New chat', icon: MessageSquarePlus, to: paths.home, keywords: 'ask question start' },
  { id: 'new-document', label: 'New document', icon: FilePlus, to: paths.newDocument, keywords: 'prd write editor' },
  { id: 'new-design', label: 'New design', icon: ImagePlus, to: paths.newDesign, keywords: 'screenshot review ui' },
  { id: 'go-home', label: 'Go to Home', icon: Home, to: paths.home },
  { id: 'go-chats', label: 'Go to All Chats', icon: MessageSquare, to: paths.chats },
  { id: 'go-documents', label: 'Go to Documents', icon: FileText, to: paths.documents },
  { id: 'go-designs', label: 'Go to Designs', icon: Palette, to: paths.designs },
  { id: 'go-templates', label: 'Go to Templates', icon: LayoutTemplate, to: paths.templates },
  { id: 'go-account', label: 'Go to Account Settings', icon: Settings, to: paths.account },
  { id: 'go-billing', label: 'Go to Plans & Billing', icon: CreditCard, to: paths.billing },
  { id: 'go-admin', label: 'Go to Admin Dashboard', icon: ShieldCheck, to: paths.admin, adminOnly: true },
  { id: 'toggle-theme', label: 'Toggle theme', icon: SunMoon, run: 'toggle-theme', keywords: 'dark light mode' },
  { id: 'shortcuts', label: 'Keyboard shortcuts', icon: Keyboard, run: 'show-shortcuts', keywords: 'help keys' },
];

/** The commands whose label or keywords hold every typed word. */
export function matchingCommands(text: string, isAdmin: boolean): PaletteCommand[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return COMMANDS.filter(
    (command) =>
      (isAdmin || !command.adminOnly) && words.every((word) => `${command.label} ${command.keywords ?? ''}`.toLowerCase().includes(word)),
  );
}

/** The keyboard shortcuts, as the "?" dialog lists them. */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], mac: ['⌘', 'K'], description: 'Open the command palette: search and actions' },
  { keys: ['?'], mac: ['?'], description: 'Show these shortcuts' },
  { keys: ['Esc'], mac: ['Esc'], description: 'Close a dialog or the palette' },
  { keys: ['↑', '↓', 'Enter'], mac: ['↑', '↓', 'Enter'], description: 'Move through the palette and open the choice' },
];
