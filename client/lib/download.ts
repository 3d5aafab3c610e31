/** Starts a download of `href` (an answer sent as an attachment, so the page stays). */
export function download(href: string) {
  const link = Object.assign(window.document.createElement('a'), { href, download: '' });
  window.document.body.append(link);
  link.click();
  link.remove();
}
