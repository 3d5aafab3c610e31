import type { JourneyType } from '../../../common/constants';
import type { ChatTurn, Memory, ReplyInput } from '../types';
import { coachReply } from './chat-coach';

/** What the chat coach tests share: a product's remembered facts, one question, a conversation. */
export const memory = (key: string, value: string): Memory => ({ key, value, importance: 4 });
export const LEDGERLY: Memory[] = [
  memory('product_name', 'Ledgerly'),
  memory('target_audience', 'freelance designers who bill by the hour'),
  memory('pain_points', 'they forget to chase late invoices'),
  memory('business_goals', 'cut churn to 2% by Q4'),
  memory('metric_monthly_churn', '3.1%'),
  memory('main_features', 'invoicing, smart reminders and expense tracking'),
];

export function ask(content: string, memories: Memory[] = LEDGERLY, journeyType: JourneyType = 'prd', extra: Partial<ReplyInput> = {}) {
  return coachReply({ journeyType, messages: [{ role: 'user', content }], memories, ...extra });
}

/** Plays a conversation turn by turn and returns every reply. */
export function converse(turns: string[], memories: Memory[] = LEDGERLY, journeyType: JourneyType = 'prd'): string[] {
  const messages: ChatTurn[] = [];
  return turns.map((content) => {
    messages.push({ role: 'user', content });
    const reply = coachReply({ journeyType, messages: [...messages], memories });
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}
