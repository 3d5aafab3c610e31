import type { AiStatus } from '../../common/ai';
import type { ToolPart } from '../../common/messages';
import type { ToolResult } from '../../common/tools/result';
import type { WorkspaceToolName } from '../../common/tools/workspace-inputs';
import type { JourneyType } from '../../common/constants';
import type { SuggestionOperation } from '../../common/versions';
import type { Attachment, ImagePart } from './content-parts';
import type { DesignMeasurements } from './offline/design-review';

/**
 * A turn of a conversation: its text; `isQuestion` marks a guided questionnaire answer, and `context`
 * holds the remembered facts a user's message was sent with (never written into its text).
 */
export type ChatTurn = { role: 'user' | 'assistant'; content: string; isQuestion?: boolean; context?: Memory[] };
export type Memory = { key: string; value: string; importance: number };

/** A product as every request for it reads it. */
export type ProductBrief = { name: string; instructions: string };

/** A passage of the product's knowledge retrieved for the question: numbered, with the name of its file or document. */
export type KnowledgePassage = { number: number; source: string; heading: string; text: string };

/** One questionnaire answer with the question it answers. */
export type QuestionAnswer = { key: string; question: string; answer: string };

/** The design a design chat is about: its title, the designer's notes and the image's measurements. */
export type DesignContext = { title: string; notes?: string; measurements?: DesignMeasurements; image?: ImagePart };

export type ReplyInput = {
  journeyType: JourneyType;
  /** The whole conversation so far, oldest first; the last turn is the user's new message. */
  messages: ChatTurn[];
  /** Facts remembered for this document (product_name, target_audience, ...), with its product's facts beside them. */
  memories: Memory[];
  /** The product the chat belongs to: its name and its team's standing instructions for every request. */
  product?: ProductBrief;
  /** The document's text when the chat is about an editor document (plain text or Markdown). */
  documentText?: string;
  /** The journey questionnaire's answers, when known (the memories hold their short values). */
  questionnaire?: QuestionAnswer[];
  /** The design, for a design chat. */
  design?: DesignContext;
  /** Files attached in the conversation, with the text read from them. */
  attachments?: Attachment[];
  /** Passages of the product's files and documents that match the user's latest question, best first. */
  knowledge?: KnowledgePassage[];
  /** Asks the model to go on with its last reply, which stopped at the output cap. */
  continuation?: boolean;
  /** Told how the reply ended: 'length' when it was cut at the output cap. */
  onFinish?: (finishReason: string) => void;
  /**
   * Offers the PM toolbox: told each tool call with its result (a `tool-<name>` part), in order,
   * before the text that follows it. An engine without tools never calls it.
   */
  onToolPart?: (part: ToolPart) => void;
  /** The tools on the signed-in user's workspace this chat may use (search, memory, documents). */
  workspace?: WorkspaceTools;
  /** Extra system prompt (from the prompts table); the offline engine ignores it. */
  systemPrompt?: string;
  /** Told the tokens of each model call as the provider reports them; the offline engine reports none. */
  onUsage?: (usage: { inputTokens: number; outputTokens: number }) => void;
  signal?: AbortSignal;
};

/**
 * The workspace tools bound to one chat and its user: which are offered here, and how one runs.
 * `run` throws `ToolInputError` for input its schema refuses or an action that cannot be done
 * (text not in the document), in words the model can act on.
 */
export type WorkspaceTools = {
  names: readonly WorkspaceToolName[];
  run(name: WorkspaceToolName, input: unknown): Promise<ToolResult>;
};

export type AnalyzeDocumentInput = { title: string; text: string; systemPrompt?: string; signal?: AbortSignal };
export type AnalyzeDesignInput = {
  image: Buffer;
  mimeType: string;
  title: string;
  /** The design's notes, as text. */
  notes?: string;
  systemPrompt?: string;
  signal?: AbortSignal;
};
export type TitleInput = { content: string; systemPrompt?: string; signal?: AbortSignal };

/** What suggested edits start from: the document, and a request or else the latest review. */
export type SuggestEditsInput = {
  title: string;
  text: string;
  instruction?: string;
  review?: string;
  systemPrompt?: string;
  signal?: AbortSignal;
};
/** An edit the assistant proposes, with a one-line reason. */
export type ProposedEdit = SuggestionOperation & { reason: string };

export type EngineInfo = AiStatus;

/** Every reply, analysis and title of Northstar comes through this interface. */
export interface AiEngine {
  readonly info: EngineInfo;
  /** The assistant's next chat message, as text deltas. */
  reply(input: ReplyInput): AsyncIterable<string>;
  /** Feedback on a product document: one or more Markdown messages. */
  analyzeDocument(input: AnalyzeDocumentInput): Promise<string[]>;
  /** A Markdown review of a UI image. */
  analyzeDesign(input: AnalyzeDesignInput): Promise<string>;
  /** Edits to the document as structured operations; nothing is applied until the user accepts. */
  suggestEdits(input: SuggestEditsInput): Promise<ProposedEdit[]>;
  /** A short title (at most 60 characters). */
  generateTitle(input: TitleInput): Promise<string>;
}
