/** The product's constants (journeys, plans, memory importances, limits), shared by server and client. */

export const OTP_LENGTH = 6;

export const JOURNEY_TYPES = ['explore', 'design', 'prd', 'validate', 'enhance'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

export const MEMORY_IMPORTANCE = {
  product_name: 5,
  target_audience: 4,
  main_features: 4,
  business_goals: 5,
  pain_points: 4,
} as const;
export type MemoryKey = keyof typeof MEMORY_IMPORTANCE;

export const PLANS = ['basic', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const BASIC_DOCUMENTS_PER_MONTH = 3;

export const PROMPT_TYPES = ['chat', 'document_feedback', 'design_analysis', 'title'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const LIMITS = {
  titleChars: 200,
  messageBytes: 100 * 1024,
  documentHtmlBytes: 2 * 1024 * 1024,
  emailChars: 254,
  /** A comment's or reply's text, and the commented passage it quotes (with a little context either side). */
  commentChars: 5000,
  commentQuoteChars: 2000,
  commentContextChars: 64,
} as const;

/** Messages per page the chat screens load: a phone screen and more, in a few KB. */
export const CHAT_PAGE_SIZE = 30;
