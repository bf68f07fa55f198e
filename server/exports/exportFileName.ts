/** A download's file name: the doc's title without characters file systems refuse, and its extension. */
export function exportFileName(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'Untitled doc';
  return `${base}.${extension}`;
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
