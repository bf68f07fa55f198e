import { useState } from 'react';
import { Button } from '@mantine/core';
import { Send } from 'lucide-react';
import { useDocDeliveries } from '@web/api/integrations';
import { PublishDialog } from './PublishDialog';

/**
 * The toolbar's Publish: opens the publish dialog of this doc. Once it has been opened, the doc's
 * deliveries keep polling while one runs, so "Successfully exported post" shows even after closing.
 */
export function PublishButton({ blogId, doc, beforePublish }: { blogId: string; doc: { title: string; meta: string }; beforePublish: () => Promise<boolean> }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  useDocDeliveries(blogId, used);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <Button size="compact-sm" leftSection={<Send size={14} aria-hidden />} onClick={open} aria-haspopup="dialog">
        Publish
      </Button>
      <PublishDialog opened={opened} onClose={() => setOpened(false)} blogId={blogId} doc={doc} beforePublish={beforePublish} />
    </>
  );
}
