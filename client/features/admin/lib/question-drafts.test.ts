import { describe, expect, it } from 'vitest';
import { draftsOf, questionDraftsReducer, questionsOf, type QuestionDrafts } from '@/features/admin/lib/question-drafts';

const questions = [
  { key: 'goal', question: 'What is your goal?' },
  { key: 'target_audience', question: 'Who is it for?' },
  { key: 'timeline', question: 'When must it ship?' },
];
const keys = (state: QuestionDrafts) => state.rows.map((row) => row.key);

describe('questionDraftsReducer', () => {
  it('starts from the saved questions and gives them back unchanged', () => {
    expect(questionsOf(draftsOf(questions))).toEqual(questions);
  });

  it('adds an empty question at the end with a fresh id', () => {
    const state = questionDraftsReducer(draftsOf(questions), { type: 'add' });
    expect(state.rows.at(-1)).toEqual({ id: 3, key: '', question: '' });
    const again = questionDraftsReducer(questionDraftsReducer(state, { type: 'remove', id: 3 }), { type: 'add' });
    expect(again.rows.at(-1)?.id).toBe(4);
  });

  it('edits the key or the question of one row only', () => {
    let state = questionDraftsReducer(draftsOf(questions), { type: 'change', id: 1, field: 'key', value: 'audience' });
    state = questionDraftsReducer(state, { type: 'change', id: 1, field: 'question', value: 'Who buys it?' });
    expect(questionsOf(state)).toEqual([questions[0], { key: 'audience', question: 'Who buys it?' }, questions[2]]);
  });

  it('removes a question', () => {
    const state = questionDraftsReducer(draftsOf(questions), { type: 'remove', id: 0 });
    expect(keys(state)).toEqual(['target_audience', 'timeline']);
  });

  it('moves a question up or down and keeps its id', () => {
    const up = questionDraftsReducer(draftsOf(questions), { type: 'move', id: 2, by: -1 });
    expect(keys(up)).toEqual(['goal', 'timeline', 'target_audience']);
    expect(up.rows.map((row) => row.id)).toEqual([0, 2, 1]);
    const down = questionDraftsReducer(up, { type: 'move', id: 0, by: 1 });
    expect(keys(down)).toEqual(['timeline', 'goal', 'target_audience']);
  });

  it('leaves the list as it is when a move would leave it', () => {
    const state = draftsOf(questions);
    expect(questionDraftsReducer(state, { type: 'move', id: 0, by: -1 })).toBe(state);
    expect(questionDraftsReducer(state, { type: 'move', id: 2, by: 1 })).toBe(state);
    expect(questionDraftsReducer(state, { type: 'move', id: 9, by: 1 })).toBe(state);
  });
});
