/** Ends every offline reply and review, so the reader knows no AI model wrote it (and a document made from a reply leaves it out). */
export const OFFLINE_NOTE = "_From Northstar's offline engine: rule-based, no AI model configured._";
