import type { TBlogExportFormat } from '@core/api/blogs';
import { blogExportUrl } from './blogs';
import { errorFromResponse } from './client';
import { openCopyRestricted } from '@web/state/copyRestricted';

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(header: string | null, format: TBlogExportFormat): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? `doc.${format === 'pages' ? 'docx' : format}`;
}

/**
 * Downloads a doc's export; false when the copy/download rule of a free plan refused it, which
 * opens the copy-restricted dialog. Fetched first (not a plain link) so a refusal is explained
 * instead of saving an error as a file; other failures throw.
 */
export async function downloadExport(copyId: string, format: TBlogExportFormat, teamId: string | null): Promise<boolean> {
  const response = await fetch(blogExportUrl(copyId, format, teamId), { credentials: 'same-origin' });
  if (!response.ok) {
    const error = errorFromResponse(response.status, await response.json().catch(() => null));
    if (error.code === 'copy_restricted') {
      openCopyRestricted();
      return false;
    }
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
