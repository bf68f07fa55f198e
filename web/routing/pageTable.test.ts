import { describe, expect, it } from 'vitest';
import { FEATURE_PATHS, STANDALONE_TOOL_IDS } from './featurePaths';
import { pageInfoFor } from './pageTable';

const none = new URLSearchParams();

describe('the page table', () => {
  it('has a title and one sentence for every feature path', () => {
    for (const path of FEATURE_PATHS) {
      const info = pageInfoFor(path, none);
      expect(info?.title, path).toBeTruthy();
      expect(info?.description, path).toMatch(/\.$/);
    }
  });

  it('covers every standalone tool of spec §2', () => {
    expect(STANDALONE_TOOL_IDS).toHaveLength(27);
  });

  it('never promises later work', () => {
    for (const path of FEATURE_PATHS) {
      expect(JSON.stringify(pageInfoFor(path, none))).not.toMatch(/coming soon|todo|placeholder|lorem/i);
    }
  });

  it('switches wording for the add-ons tab and workflow templates', () => {
    expect(pageInfoFor('/pricing', new URLSearchParams('tab=addon'))?.title).toBe('Add-ons');
    expect(pageInfoFor('/pricing', none)?.title).toBe('Pricing');
    expect(pageInfoFor('/templates', new URLSearchParams('category=workflow'))?.title).toBe('AutoBlog Workflows');
  });

  it('names integration views and knows nothing of unknown paths', () => {
    expect(pageInfoFor('/integrations/ghost', none)?.title).toBe('Integrations: Ghost');
    expect(pageInfoFor('/standalones/nope', none)).toBeNull();
    expect(pageInfoFor('/nope', none)).toBeNull();
  });
});
