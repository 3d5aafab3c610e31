import { createHash } from 'node:crypto';
import type { JourneyType } from '../../../common/constants';
import { JOURNEY_COACHING } from './playbooks';

/** Hex digits of the prompt's hash kept in its version: enough to tell edits apart. */
const HASH_CHARS = 8;

/**
 * The version of a prompt a reply was written under: its name, then a short hash of its text
 * (`chat/prd#1a2b3c4d`). An admin's edit, or a new playbook, changes the hash, so replies (and
 * their votes) can be compared prompt by prompt. No text: the built-in default (`#default`).
 */
export function promptVersion(name: string, ...texts: (string | null | undefined)[]): string {
  const text = texts
    .map((t) => t?.trim() ?? '')
    .filter(Boolean)
    .join('\n\n');
  if (!text) return `${name}#default`;
  return `${name}#${createHash('sha256').update(text).digest('hex').slice(0, HASH_CHARS)}`;
}

/** A chat reply's prompt: the admin's chat prompt with the journey's playbook. */
export const chatPromptVersion = (journey: JourneyType, adminPrompt: string | null | undefined) =>
  promptVersion(`chat/${journey}`, adminPrompt, JOURNEY_COACHING[journey]);
