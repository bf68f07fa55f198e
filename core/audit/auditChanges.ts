/** One field an audit entry changed, as text: the field, its value before and after. */
export type TAuditChange = { field: string; before: string; after: string };

const show = (value: unknown): string => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The fields whose value differs between an entry's before and after (nested objects such as runs
 * per feature are compared per key, "additional_runs.autoblog_workflow"), in the order they appear.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, prefix = ''): TAuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = before?.[key];
    const now = after?.[key];
    const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
    if (isRecord(was) && isRecord(now)) return auditChanges(was as Record<string, unknown>, now as Record<string, unknown>, `${prefix}${key}.`);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field: `${prefix}${key}`, before: show(was), after: show(now) }];
  });
}
