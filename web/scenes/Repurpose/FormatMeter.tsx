import { Stack, Text } from '@mantine/core';
import type { TFormatFit } from '@core/tools/repurposeFormats';
import { formatMeter, threadPosts } from './formatLimits';

/** The live count of an edited result against its platform's limit; a thread counts each post. */
export function FormatMeter({ fit, text }: { fit: TFormatFit; text: string }) {
  if (fit === 'thread') {
    const posts = threadPosts(text);
    return (
      <Stack gap={6} data-testid="repurpose-thread-posts">
        {posts.map((post, index) => (
          <Stack key={index} gap={0} data-testid="repurpose-thread-post">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {post.text}
            </Text>
            <Text size="xs" c={post.meter.over ? 'red' : 'dimmed'}>
              Post {index + 1}: {post.meter.text}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  const meter = formatMeter(fit, text);
  if (!meter) return null;
  return (
    <Text size="xs" c={meter.over ? 'red' : 'dimmed'} data-testid="repurpose-meter">
      {meter.text}
    </Text>
  );
}
