/** The title a chat takes after its first exchange. */
import { isEditorDocument, isNewJourneyTitle, journeyChatTitle, JOURNEYS } from '../../../common/journeys';
import type { JourneyType } from '../../../common/constants';
import { answerValue } from '../../../common/memory-answers';

const TITLE_MAX = 60;
/** A product's name, not a sentence: a few words. */
const isName = (text: string) => text.length > 0 && text.length <= 40 && text.split(/\s+/).length <= 5;

const fit = (title: string) => (title.length <= TITLE_MAX ? title : title.slice(0, title.lastIndexOf(' ', TITLE_MAX)).trim());

/**
 * A journey chat still titled 'New {Type} Document' is named after its journey and its product
 * ('PRD: Instant Pay'; the first message names the product), or the generated title when the
 * message names none ('PRD: Payment reminders for freelancers'). Other chats take the generated title.
 */
export function chatTitle(document: { type: JourneyType; title: string }, firstMessage: string, generated: string): string {
  if (isEditorDocument(document) || !isNewJourneyTitle(document.title)) return generated;
  const product = answerValue('product_name', firstMessage);
  const subject = isName(product) ? product : generated;
  const { name } = JOURNEYS[document.type];
  if (subject.toLowerCase().startsWith(name.toLowerCase())) return fit(subject);
  return fit(journeyChatTitle(document.type, subject));
}
