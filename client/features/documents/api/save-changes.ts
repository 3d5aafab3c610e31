import { buildPatch, PATCH_MISMATCH_CODE, patchPays } from '@common/document-patch';
import type { DocumentDto, SavedDocument } from '@common/documents';
import { saveDocument } from '@/features/documents/api/editor-document';
import { isRefusal, versionedRequest, type Versioned } from '@/lib/api-client';
import { action, api } from '@/lib/routes';

/**
 * An autosave as the change since the version the editor holds (`basedOn`, whose text is `acknowledged`):
 * a patch when it is much smaller than the text, else the whole text. When the server cannot rebuild
 * the text from the patch (422 patch_mismatch), the whole text is sent at once: no word is lost.
 */
export async function saveChanges(document: Pick<DocumentDto, 'id' | 'title' | 'content'>, acknowledged: string, basedOn: string) {
  const patch = buildPatch(acknowledged, document.content);
  if (patchPays(patch, document.content)) {
    try {
      const { id, title, content } = document;
      const answer = await versionedRequest<SavedDocument>(action(api.documents.update, { id }), {
        body: { id, title, patch },
        ifMatch: basedOn,
      });
      // Without `content`, the saved text is the one the patch made: the editor's.
      const saved: Versioned<DocumentDto> = { ...answer, data: { ...answer.data, content: answer.data.content ?? content } };
      return saved;
    } catch (error) {
      if (!isRefusal(error, 422, PATCH_MISMATCH_CODE)) throw error;
    }
  }
  return saveDocument(document, basedOn);
}
