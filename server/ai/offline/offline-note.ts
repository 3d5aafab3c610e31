/** Ends every offline reply and review, so the reader knows no AI model wrote it. */
export const OFFLINE_NOTE = "_From Northstar's offline engine: rule-based, no AI model configured._";
