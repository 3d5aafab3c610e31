import { z } from 'zod';
import { MEMORY_IMPORTANCE } from './constants';

/**
 * A chat message is a list of parts shaped like the AI SDK's `UIMessage` parts: text, an uploaded
 * file, the model's reasoning, and tool calls with their results (`tool-NAME`).
 */
export const textPart = z.object({ type: z.literal('text'), text: z.string() });
export const reasoningPart = z.object({ type: z.literal('reasoning'), text: z.string() });
export const filePart = z.object({
  type: z.literal('file'),
  mediaType: z.string(),
  url: z.string(),
  /** The uploaded file's name; an image shown in the chat has none. */
  filename: z.string().optional(),
});
export const toolPart = z.object({
  type: z.templateLiteral(['tool-', z.string()]),
  toolCallId: z.string(),
  state: z.enum(['input-streaming', 'input-available', 'output-available', 'output-error']),
  input: z.unknown(),
  output: z.unknown().optional(),
  errorText: z.string().optional(),
});
/** A source the reply drew on (a file or document of the chat's product), as the AI SDK's `source-url` part. */
export const sourceUrlPart = z.object({
  type: z.literal('source-url'),
  sourceId: z.string(),
  url: z.string(),
  title: z.string().optional(),
});
export const messagePart = z.union([textPart, reasoningPart, filePart, toolPart, sourceUrlPart]);
export type MessagePart = z.infer<typeof messagePart>;
export type FilePart = z.infer<typeof filePart>;
export type ToolPart = z.infer<typeof toolPart>;
export type SourceUrlPart = z.infer<typeof sourceUrlPart>;

/** A remembered fact a message was sent with, stored beside its text. */
export const contextFact = z.object({ key: z.string(), value: z.string(), importance: z.number() });
export type ContextFact = z.infer<typeof contextFact>;

/** The chat's line for an uploaded image, and for any other uploaded file. */
const IMAGE_LINE = /^!\[Uploaded Image\]\((\/uploads\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif))\)$/;
const FILE_LINE = /^\[Uploaded file: ([^\]\n]*)\]\((\/uploads\/[0-9a-f-]{36}\.([a-z0-9]+))\)$/;

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
};
const mediaTypeOf = (url: string) => MEDIA_TYPES[url.slice(url.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** A message's parts from the text the chat sends: an upload's line becomes a file part, anything else is text. */
export function partsFromText(text: string): MessagePart[] {
  const image = IMAGE_LINE.exec(text);
  if (image?.[1]) return [{ type: 'file', mediaType: mediaTypeOf(image[1]), url: image[1] }];
  const file = FILE_LINE.exec(text);
  if (file?.[2]) return [{ type: 'file', mediaType: mediaTypeOf(file[2]), url: file[2], filename: file[1] ?? '' }];
  return [{ type: 'text', text }];
}

/** The line the chat shows for an uploaded file: an image without a name shows, any other file is a link. */
const fileLine = (part: FilePart) =>
  part.filename === undefined && part.mediaType.startsWith('image/')
    ? `![Uploaded Image](${part.url})`
    : `[Uploaded file: ${part.filename ?? ''}](${part.url})`;

/**
 * The message's text, as answers carry it in `content`: its text parts and upload lines, in order.
 * Reasoning and tool parts are not part of the text.
 */
export function messageText(parts: MessagePart[]): string {
  const lines: string[] = [];
  for (const part of parts) {
    if (part.type === 'text') lines.push(part.text);
    else if (part.type === 'file') lines.push(fileLine(part));
  }
  return lines.join('\n\n');
}

/** A memory key as the API accepts it (lower-case letters, digits, underscores), e.g. 'goal' or 'product_name'. */
const CONTEXT_LINE = /^[a-z][a-z0-9_]*: .*$/;

/**
 * The user's own words and the context block an old client sent them with: one `key: value` line
 * per remembered fact, then a blank line, before the words.
 */
export function splitContextBlock(content: string): { context: string[]; text: string } {
  const lines = content.split('\n');
  let i = 0;
  while (i < lines.length && CONTEXT_LINE.test(lines[i] ?? '')) i += 1;
  if (i === 0 || lines[i] !== '' || i === lines.length - 1) return { context: [], text: content };
  return { context: lines.slice(0, i), text: lines.slice(i + 1).join('\n') };
}

const importanceOf = (key: string) =>
  Object.hasOwn(MEMORY_IMPORTANCE, key) ? MEMORY_IMPORTANCE[key as keyof typeof MEMORY_IMPORTANCE] : 1;

/**
 * A posted message as it is stored: an old client's context block (`key: value` lines, a blank line)
 * is split off into facts; the rest is the message's parts.
 */
export function splitPostedContent(content: string): { parts: MessagePart[]; context: ContextFact[] } {
  const split = splitContextBlock(content);
  const context = split.context.map((line) => {
    const colon = line.indexOf(': ');
    const key = line.slice(0, colon);
    return { key, value: line.slice(colon + 2), importance: importanceOf(key) };
  });
  return { parts: partsFromText(split.text), context };
}
