import { Globe, Paperclip, ScrollText, ShieldCheck } from 'lucide-react';
import type { TPlagiarismSource } from '@core/api/plagiarism';

const KIND = {
  doc: { Icon: ScrollText, label: 'Your doc' },
  asset: { Icon: Paperclip, label: 'Your asset' },
  web: { Icon: Globe, label: 'Web page' },
  copyscape: { Icon: ShieldCheck, label: 'Copyscape' },
} as const;

/** What kind of place a source is, in words (for screen readers and the hover text). */
export const sourceKindLabel = (kind: TPlagiarismSource['kind']) => KIND[kind].label;

/** The icon of a source's kind: one of the workspace's docs or assets, a web page, or Copyscape's index. */
export function SourceKindIcon({ kind }: { kind: TPlagiarismSource['kind'] }) {
  const { Icon, label } = KIND[kind];
  return <Icon size={16} aria-label={label} role="img" />;
}
