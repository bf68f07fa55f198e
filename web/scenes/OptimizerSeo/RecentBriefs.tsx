import { Select } from '@mantine/core';
import type { TSeoBrief } from '@core/api/seo';
import { useRecentBriefs } from '@web/api/seoBriefs';

const STATUS_NOTE: Record<TSeoBrief['status'], string> = { queued: ' (waiting)', building: ' (building)', ready: '', failed: ' (failed)' };

function labelOf(brief: TSeoBrief): string {
  const day = new Date(brief.created_at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return `${brief.snapshot?.keyword ?? 'Brief'} · ${day}${STATUS_NOTE[brief.status]}`;
}

/** The person's earlier briefs from this page, to open one again (nothing shows until there is one). */
export function RecentBriefs({
  teamId,
  current,
  currentStatus,
  onChoose,
}: {
  teamId: string | null;
  current: string | null;
  /** The shown brief's status: the list is asked again when it changes (a brief that finished shows its keyword). */
  currentStatus: TSeoBrief['status'] | undefined;
  onChoose: (briefId: string) => void;
}) {
  const recent = useRecentBriefs(teamId, currentStatus);
  const briefs = recent.data ?? [];
  if (briefs.length === 0) return null;
  return (
    <Select
      label="Or open an earlier brief"
      placeholder="Choose a brief"
      data={briefs.map((brief) => ({ value: brief.id, label: labelOf(brief) }))}
      value={briefs.some((brief) => brief.id === current) ? current : null}
      onChange={(id) => id && onChoose(id)}
      allowDeselect={false}
      size="sm"
    />
  );
}
