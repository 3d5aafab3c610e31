/** An upload answers the address the file is served at (to its owner only). */
export type UploadDto = { url: string };
