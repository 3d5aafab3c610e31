import type { FastifyReply } from 'fastify';

/**
 * Answers a stored file with its detected type and `nosniff`: an image shown in place, any other
 * file downloaded under its name.
 */
export function sendStoredFile(reply: FastifyReply, file: { data: Buffer; mime: string; name: string }) {
  const inline = file.mime.startsWith('image/');
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .send(file.data);
}
