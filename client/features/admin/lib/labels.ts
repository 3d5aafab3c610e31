/** 'document_feedback' becomes 'Document_feedback': the type with its first letter capitalised (SPEC section 2). */
export const capitalize = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
