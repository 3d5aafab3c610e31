import type { QuestionnaireDto } from '@common/admin';

export type Question = QuestionnaireDto['questions'][number];
/** A question being edited; `id` keeps its row (and focus) stable while questions move. */
export type DraftQuestion = Question & { id: number };
export type QuestionDrafts = { rows: DraftQuestion[]; nextId: number };

export type QuestionDraftAction =
  | { type: 'add' }
  | { type: 'change'; id: number; field: keyof Question; value: string }
  | { type: 'remove'; id: number }
  | { type: 'move'; id: number; by: -1 | 1 };

export function draftsOf(questions: Question[]): QuestionDrafts {
  return { rows: questions.map((q, id) => ({ id, key: q.key, question: q.question })), nextId: questions.length };
}

export const questionsOf = (drafts: QuestionDrafts): Question[] => drafts.rows.map(({ key, question }) => ({ key, question }));

/**
 * The questionnaire editor: add an empty question at the end, edit a key or a
 * question, remove one, or move one up or down. Keys and questions are not validated (section 5).
 */
export function questionDraftsReducer(state: QuestionDrafts, action: QuestionDraftAction): QuestionDrafts {
  switch (action.type) {
    case 'add':
      return { rows: [...state.rows, { id: state.nextId, key: '', question: '' }], nextId: state.nextId + 1 };
    case 'change':
      return {
        ...state,
        rows: state.rows.map((row) => (row.id === action.id ? { ...row, [action.field]: action.value } : row)),
      };
    case 'remove':
      return { ...state, rows: state.rows.filter((row) => row.id !== action.id) };
    case 'move': {
      const from = state.rows.findIndex((row) => row.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.rows.length) return state;
      const rows = [...state.rows];
      [rows[from], rows[to]] = [rows[to] as DraftQuestion, rows[from] as DraftQuestion];
      return { ...state, rows };
    }
  }
}
