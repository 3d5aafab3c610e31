import type { JourneyType } from '../../../../common/constants';
import type { Memory } from '../../types';
import { coachReply } from '../chat-coach';

/** The offline coach's reply to one message, as a chat's first turn: what its tests ask it. */
export const askCoach = (
  content: string,
  { journey = 'explore', memories = [], documentText }: { journey?: JourneyType; memories?: Memory[]; documentText?: string } = {},
) => coachReply({ journeyType: journey, messages: [{ role: 'user', content }], memories, ...(documentText ? { documentText } : {}) });
