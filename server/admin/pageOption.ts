import { AdminUsageError } from './adminError';

/** `[--page <n>]` and nothing else: the page (1 without it), or wrong usage naming the command's usage line. */
export function parsePageOnly(args: string[], usage: string, maxPage: number): number {
  if (args.length === 0) return 1;
  const [option, text = ''] = args;
  if (option !== '--page' || args.length > 2) throw new AdminUsageError(`Unexpected "${args.join(' ')}".\n\n${usage}`);
  const page = Number(text);
  if (!/^\d+$/.test(text) || page < 1 || page > maxPage) throw new AdminUsageError(`--page takes a page number from 1 to ${maxPage}, got "${text}".\n\n${usage}`);
  return page;
}

/** The last line of a paged listing: where this page stands and the option for the next one. */
export function pageFooter(page: number, pageSize: number, total: number, noun: string, order: string): string {
  const pages = Math.ceil(total / pageSize);
  return `Page ${page} of ${pages} (${total} ${noun}, ${order}).${page < pages ? ` Next: --page ${page + 1}` : ''}`;
}

/** "2026-11-27 09:14:03" from an ISO time: the CLI's time format (UTC, as the audit log prints it). */
export const cliTime = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** A person's text on indented lines, so a message never looks like the listing's own lines. */
export const indented = (text: string, prefix = '    ') =>
  text
    .split(/\r?\n/)
    .map((line) => `${prefix}${line}`)
    .join('\n');
