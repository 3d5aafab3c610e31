import type { TeamRole } from '../../common/teams';
import type { Mail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ROLE_WORDS: Record<TeamRole, string> = {
  owner: 'an owner (you can invite people and manage the team)',
  editor: 'an editor (you can read and edit its work)',
  viewer: 'a viewer (you can read its work)',
};

/** The invitation to a team: who invited, the role, and the link to sign in with this address. */
export function teamInviteMail(args: { to: string; team: string; inviter: string; role: TeamRole; signInUrl: string }): Mail {
  const { to, team, inviter, role, signInUrl } = args;
  const text = [
    `${inviter} invited you to the team "${team}" on Northstar as ${ROLE_WORDS[role]}.`,
    '',
    `Sign in with this e-mail address (${to}) to join: ${signInUrl}`,
    'Northstar sends you a one-time code; there is no password to choose.',
    'If you do not know the sender, ignore this e-mail: nothing happens until you sign in.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:480px">
<p>${escape(inviter)} invited you to the team <strong>${escape(team)}</strong> on Northstar as ${escape(ROLE_WORDS[role])}.</p>
<p><a href="${escape(signInUrl)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">Sign in to join</a></p>
<p>Sign in with this e-mail address (${escape(to)}); Northstar sends you a one-time code, there is no password to choose.</p>
<p style="color:#666">If you do not know the sender, ignore this e-mail: nothing happens until you sign in.</p>
</body></html>`;
  return { to, subject: `${inviter} invited you to ${team} on Northstar`, text, html };
}
