/** 'document_feedback' becomes 'Document_feedback': the type with its first letter capitalised, as the AI Prompts tab heads each prompt. */
export const capitalize = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
