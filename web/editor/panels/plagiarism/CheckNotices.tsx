import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Info } from 'lucide-react';

/**
 * What a check could not compare (web search not configured, a page that would not load …). In the
 * editor's narrow panel only the first shows until asked, so the sources stay in view.
 */
export function CheckNotices({ notices, compact = false }: { notices: readonly string[]; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  if (notices.length === 0) return null;
  const shown = compact && !open ? notices.slice(0, 1) : notices;
  return (
    <Stack gap={6}>
      {shown.map((notice) => (
        <Alert key={notice} variant="light" color="gray" icon={<Info size={16} />} p="xs" data-testid="plagiarism-notice">
          <Text size="sm">{notice}</Text>
        </Alert>
      ))}
      {shown.length < notices.length ? (
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
          {`Show ${notices.length - shown.length} more ${notices.length - shown.length === 1 ? 'notice' : 'notices'}`}
        </Button>
      ) : null}
    </Stack>
  );
}
