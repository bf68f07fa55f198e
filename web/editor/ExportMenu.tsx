import { Button, Menu } from '@mantine/core';
import { Download, Printer } from 'lucide-react';
import type { TBlogExportFormat } from '@core/api/blogs';
import { errorMessage } from '@web/api/client';
import { downloadExport } from '@web/api/blogExport';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { printOrExplain } from '@web/state/copyRestricted';

const FORMATS: Array<{ format: TBlogExportFormat; label: string }> = [
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'pages', label: 'Pages' },
  { format: 'html', label: 'HTML' },
  { format: 'md', label: 'Markdown' },
];

/**
 * Export: the doc is saved first (so the file has the latest text), then the blogs' export call
 * answers the file. Print uses the print stylesheet, which shows only the document; where the copy
 * rule refuses printing, it opens the copy-restricted dialog instead, as a refused download does.
 */
export function ExportMenu({ copyId, teamId, beforeExport }: { copyId: string; teamId: string | null; beforeExport: () => Promise<boolean> }) {
  const download = async (format: TBlogExportFormat) => {
    if (!(await beforeExport())) return;
    try {
      if (await downloadExport(copyId, format, teamId)) showSnackbar('Export downloaded');
    } catch (error) {
      showAlert(errorMessage(error));
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<Download size={16} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<Printer size={14} />} onClick={printOrExplain}>
          Print
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
