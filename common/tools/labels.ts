/** How a tool and its inputs are named to a reader, in cards and in documents. */

/** "sample_size" → "Sample size". */
export const toolLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

/** "baselineRate" → "Baseline rate". */
export const inputLabel = (key: string) => toolLabel(key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));
