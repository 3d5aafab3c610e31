/** What GET /api/events streams to a signed-in user about their own data. */
export type LiveEvent = {
  entity: 'document' | 'message' | 'memory' | 'design' | 'design_message' | 'version' | 'suggestion';
  action: 'created' | 'updated' | 'deleted';
  id: string;
  /** The document or design the message, memory, version or suggestion belongs to. */
  parentId?: string;
};
