/** What GET /api/events streams to a signed-in user about their own data. */
export type LiveEvent = {
  entity:
    | 'document'
    | 'message'
    | 'memory'
    | 'design'
    | 'design_message'
    | 'version'
    | 'suggestion'
    | 'product'
    | 'team'
    | 'comment'
    | 'notification';
  action: 'created' | 'updated' | 'deleted';
  id: string;
  /** The document or design the message, memory, version or suggestion belongs to. */
  parentId?: string;
  /** A created or updated document or design (or product: its name): its title and last change, so a tab that already holds
   * that change (its own save) skips it, and a list is patched instead of read again. */
  title?: string;
  updatedAt?: string;
  /** An updated document: false when the change cannot alter the sidebar (an editor document that kept its
   * type changes no count and is no recent chat), so no tab reads the sidebar again for it. */
  touchesSidebar?: boolean;
};
