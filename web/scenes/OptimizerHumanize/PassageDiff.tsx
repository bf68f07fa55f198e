import { Text } from '@mantine/core';
import type { THumanizedPassage } from '@core/api/humanize';

const DELETED = { color: 'var(--mantine-color-red-8)', background: 'var(--mantine-color-red-0)', textDecoration: 'line-through', padding: '0 2px', borderRadius: 3 } as const;
const INSERTED = { color: 'var(--mantine-color-green-9)', background: 'var(--mantine-color-green-0)', textDecoration: 'none', padding: '0 2px', borderRadius: 3 } as const;

/** A passage's word diff: deleted words struck through in red, inserted ones in green. */
export function PassageDiff({ diff }: { diff: THumanizedPassage['diff'] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="humanize-diff">
      {diff.map((op, i) =>
        op.op === 'delete' ? (
          <del key={i} style={DELETED}>
            {op.text}
          </del>
        ) : op.op === 'insert' ? (
          <ins key={i} style={INSERTED}>
            {op.text}
          </ins>
        ) : (
          <span key={i}>{op.text}</span>
        ),
      )}
    </Text>
  );
}
