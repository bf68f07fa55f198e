import { Alert, Anchor, Text } from '@mantine/core';
import { Construction } from 'lucide-react';
import { Link, useMatches, useSearchParams } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { NotFoundScene } from '../NotFound/NotFoundScene';

/**
 * A page of the route table that a later version builds: its title, what it will do
 * (routing/pageTable.ts), and a plain word that it does not work yet, with the pages that do.
 */
export function FeatureScene() {
  const matches = useMatches();
  const [search] = useSearchParams();
  const handle = matches.at(-1)?.handle as { featurePath?: string } | undefined;
  const info = handle?.featurePath ? pageInfoFor(handle.featurePath, search) : null;
  if (!info) return <NotFoundScene />;
  return (
    <PageFrame title={info.title} description={info.description}>
      <Alert variant="light" color="gray" icon={<Construction size={18} />} title="Not built yet" maw={720} data-testid="page-not-built">
        <Text size="sm">
          This page comes in a later version of Longform: what it will do is the line above. Until then you can write in{' '}
          <Anchor component={Link} to="/blogs" size="sm">
            Docs
          </Anchor>
          , ask{' '}
          <Anchor component={Link} to="/factgpt" size="sm">
            FactGPT
          </Anchor>
          , add sources in{' '}
          <Anchor component={Link} to="/assets" size="sm">
            Assets
          </Anchor>{' '}
          and optimise a draft with{' '}
          <Anchor component={Link} to="/optimizer/seo" size="sm">
            Semantic SEO
          </Anchor>
          ,{' '}
          <Anchor component={Link} to="/optimizer/interlinking" size="sm">
            AI Interlinking
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/optimizer/plagiarism" size="sm">
            Plagiarism
          </Anchor>
          .
        </Text>
      </Alert>
    </PageFrame>
  );
}
