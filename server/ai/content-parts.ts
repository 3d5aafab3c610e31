/** A file the user attached, with the text read from it on upload. */
export type Attachment = { name: string; text: string };

/** An image sent to a model that reads images. */
export type ImagePart = { data: Buffer; mediaType: string };
