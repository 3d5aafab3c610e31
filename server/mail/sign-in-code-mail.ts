import type { Mail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInCodeMail(to: string, code: string, minutes: number): Mail {
  const text = [
    `Your Northstar verification code is ${code}`,
    '',
    `Enter it on the sign-in screen within ${minutes} minutes. It works once.`,
    'If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:480px">
<p>Your Northstar verification code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escape(code)}</p>
<p>Enter it on the sign-in screen within ${minutes} minutes. It works once.</p>
<p style="color:#666">If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.</p>
</body></html>`;
  return { to, subject: `Your Northstar verification code: ${code}`, text, html };
}
