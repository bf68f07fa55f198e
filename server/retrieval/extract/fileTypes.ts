/** The file types an upload may carry, by extension, with the content type stored for each. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
} as const;

export type TFileType = 'pdf' | 'docx' | 'text' | 'markdown' | 'html';

/** What a file is by its name (the browser's MIME type is often empty or generic, so the name leads). */
export function fileTypeOf(filename: string): { type: TFileType; mime: string } | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (!extension || !(extension in FILE_TYPES)) return null;
  const mime = FILE_TYPES[extension as keyof typeof FILE_TYPES];
  const type: TFileType =
    extension === 'pdf' ? 'pdf' : extension === 'docx' ? 'docx' : extension === 'txt' ? 'text' : mime === 'text/markdown' ? 'markdown' : 'html';
  return { type, mime };
}

/** Human list of the accepted types, for messages. */
export const ACCEPTED_FILE_TYPES = 'PDF, DOCX, TXT, Markdown or HTML';
