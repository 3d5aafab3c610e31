import type { MessageResponse } from '@common/auth';
import type {
  AnalysisDto,
  CreateDocumentBody,
  CreateMessageBody,
  DocumentDto,
  DocumentSummary,
  ImportedDocumentDto,
  MemoryDto,
  MessageDto,
  MessagePage,
  UpdateDocumentBody,
  UpsertMemoryBody,
} from '@common/documents';
import type { CreateSuggestionsBody, SuggestionDto, VersionDto, VersionSummary } from '@common/versions';
import { get, paged, send } from '@/lib/api-routes/route';

const BASE = '/api/documents';

export type ExportFormat = 'md' | 'docx';

/** Chats and editor documents, with their messages and memories. */
export const documentsApi = {
  list: get<DocumentSummary[]>(BASE),
  create: send<CreateDocumentBody, DocumentDto>('POST', BASE),
  one: (id: string) => get<DocumentDto>(BASE, id),
  update: (id: string) => send<UpdateDocumentBody, DocumentDto>('PUT', BASE, id),
  remove: (id: string) => send<undefined, MessageResponse>('DELETE', BASE, id),
  generateTitle: (id: string) => send<{ content: string }, DocumentDto>('POST', BASE, id, 'generate-title'),
  /** "Analyze with AI": the review, saved as assistant messages. */
  analyze: (id: string) => send<undefined, AnalysisDto>('POST', BASE, id, 'feedback'),
  /** The chat, a page at a time: the latest messages first. */
  messages: (id: string) => paged<MessagePage>(BASE, id, 'messages'),
  sendMessage: (id: string) => send<CreateMessageBody, MessageDto[]>('POST', BASE, id, 'messages'),
  /** A new reply to the last, unanswered message. */
  reply: (id: string) => send<undefined, MessageDto[]>('POST', BASE, id, 'reply'),
  /** The last reply, cut at the model's length limit, made longer. */
  continueReply: (id: string) => send<undefined, MessageDto[]>('POST', BASE, id, 'continue'),
  memories: (id: string) => get<MemoryDto[]>(BASE, id, 'memories'),
  saveMemory: (id: string) => send<UpsertMemoryBody, MemoryDto>('POST', BASE, id, 'memories'),
  deleteMemory: (id: string, key: string) => send<undefined, MessageResponse>('DELETE', BASE, id, 'memories', key),
  /** A .txt, .md, .docx or .doc file (multipart field 'file') as editor HTML. */
  import: send<FormData, ImportedDocumentDto>('POST', BASE, 'import'),
  /** Saved versions, newest first; one version's text; restoring one makes it current as a new version. */
  versions: (id: string) => get<VersionSummary[]>(BASE, id, 'versions'),
  version: (id: string, versionId: string) => get<VersionDto>(BASE, id, 'versions', versionId),
  restoreVersion: (id: string, versionId: string) => send<undefined, DocumentDto>('POST', BASE, id, 'versions', versionId, 'restore'),
  /** Edits the assistant proposes; accepting one applies it as a new version. */
  suggestions: (id: string) => get<SuggestionDto[]>(BASE, id, 'suggestions'),
  suggest: (id: string) => send<CreateSuggestionsBody, SuggestionDto[]>('POST', BASE, id, 'suggestions'),
  acceptSuggestion: (id: string, suggestionId: string) =>
    send<undefined, DocumentDto>('POST', BASE, id, 'suggestions', suggestionId, 'accept'),
  rejectSuggestion: (id: string, suggestionId: string) =>
    send<undefined, MessageResponse>('POST', BASE, id, 'suggestions', suggestionId, 'reject'),
  /** The download of the saved document (answered as an attachment). */
  exportUrl: (id: string, format: ExportFormat) => `${get(BASE, id, 'export').url}?format=${format}`,
};
