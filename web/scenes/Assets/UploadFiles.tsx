import { useRef, useState } from 'react';
import { Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TUploadAssetsResponse } from '@core/api/assets';
import { countOf } from '@core/text/countOf';
import { assetsKey, uploadAssetFiles } from '@web/api/assets';
import { errorMessage } from '@web/api/client';
import { useActiveTeamId } from '@web/state/activeTeam';
import { uploadInBatches } from './uploadBatches';

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.html,.htm';

/** Uploads several files at once with a progress bar, then says what became of each file. */
export function UploadFiles({ projectId }: { projectId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const teamId = useActiveTeamId();
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<TUploadAssetsResponse['results']>([]);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: File[]) {
    if (!files.length) return;
    setError(null);
    setResults([]);
    setProgress(0);
    try {
      // More files than one request carries go in several; each batch's results show as it ends.
      await uploadInBatches(
        files,
        (batch, onProgress) => uploadAssetFiles(projectId, teamId, batch, onProgress),
        setProgress,
        (batchResults) => setResults((current) => [...current, ...batchResults]),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      await client.invalidateQueries({ queryKey: assetsKey(projectId) });
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label="Files to upload"
          onChange={(event) => void upload(Array.from(event.currentTarget.files ?? []))}
        />
        <Button onClick={() => input.current?.click()} loading={progress !== null}>
          Upload files
        </Button>
        <Text size="sm" c="dimmed">
          PDF, DOCX, TXT, Markdown or HTML; several at once.
        </Text>
      </Group>
      {progress !== null ? <Progress value={progress * 100} aria-label="Upload progress" animated={progress >= 1} /> : null}
      {error ? <Text c="red">{error}</Text> : null}
      {results.length ? (
        <List size="sm" spacing={2} aria-label="Upload results">
          {results.map((result, index) => (
            <List.Item key={`${result.filename}-${index}`}>
              <Text span fw={500}>
                {result.filename}
              </Text>
              {': '}
              {result.error ? (
                <Text span c="red">
                  {result.error}
                </Text>
              ) : (
                <Text span c="green">
                  {result.asset?.status === 'ready' ? `added (${countOf(result.asset.chunk_count, 'passage')})` : 'added; large files are read in the background'}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      ) : null}
      {results.some((result) => result.error) ? (
        <Text size="sm" c="dimmed">
          Files that were not added are not kept on the server: fix them and upload them again.
        </Text>
      ) : null}
    </Stack>
  );
}
