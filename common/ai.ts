/** Which engine answers replies, analyses and titles (GET /api/ai/status). */
export type AiStatus = { engine: 'offline' | 'llm'; provider: string; model: string };
