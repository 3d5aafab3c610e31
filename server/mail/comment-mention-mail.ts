import type { Mail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Someone mentioned the reader in a comment: who, on which document, what they wrote, and the link to the thread. */
export function commentMentionMail(args: { to: string; author: string; document: string; excerpt: string; url: string }): Mail {
  const { to, author, document, excerpt, url } = args;
  const title = document || 'Untitled';
  const text = [`${author} mentioned you in a comment on "${title}" in Northstar:`, '', excerpt, '', `Open the comment: ${url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:480px">
<p>${escape(author)} mentioned you in a comment on <strong>${escape(title)}</strong>:</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;color:#333;white-space:pre-wrap">${escape(excerpt)}</blockquote>
<p><a href="${escape(url)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">Open the comment</a></p>
</body></html>`;
  return { to, subject: `${author} mentioned you on ${title}`, text, html };
}
