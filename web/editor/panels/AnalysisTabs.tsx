import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Loader, Tabs } from '@mantine/core';
import { flagAllows, useFlags } from '@web/state/flags';
import type { TPanelTabProps } from './panelTabProps';

// Each analysis loads with its tab, the first time it is opened: the editor's own chunk stays lean.
const SeoTab = lazy(() => import('./SeoTab').then((module) => ({ default: module.SeoTab })));
const PlagiarismTab = lazy(() => import('./PlagiarismTab').then((module) => ({ default: module.PlagiarismTab })));
const LinksTab = lazy(() => import('./LinksTab').then((module) => ({ default: module.LinksTab })));
const StyleTab = lazy(() => import('./StyleTab').then((module) => ({ default: module.StyleTab })));
const FactcheckTab = lazy(() => import('./FactcheckTab').then((module) => ({ default: module.FactcheckTab })));

// Each tab shows when its optimizer page's flag (spec §6, evaluated on the server) is on.
const TABS = [
  { value: 'seo', label: 'SEO', Component: SeoTab, flag: 'optimizer-seo' },
  { value: 'plagiarism', label: 'Plagiarism', Component: PlagiarismTab, flag: 'optimizer-plagiarism' },
  { value: 'links', label: 'Links', Component: LinksTab, flag: 'optimizer-interlinking' },
  { value: 'style', label: 'Style', Component: StyleTab, flag: 'optimizer-humanize' },
  { value: 'factcheck', label: 'Facts', Component: FactcheckTab, flag: 'optimizer-factcheck' },
] as const;

type TTab = 'details' | (typeof TABS)[number]['value'];

/**
 * The side panel's tabs: the doc's details, then the SEO, Plagiarism, Links, Style and Facts analyses. A tab
 * stays mounted once opened (its results survive switching back), and knows whether it shows.
 */
export function AnalysisTabs({ details, tab }: { details: ReactNode; tab: Omit<TPanelTabProps, 'active'> }) {
  const flags = useFlags();
  const tabs = TABS.filter((entry) => flagAllows(flags?.[entry.flag]));
  const [active, setActive] = useState<TTab>('details');
  const [opened, setOpened] = useState<ReadonlySet<TTab>>(() => new Set(['details']));
  const open = (value: string | null) => {
    if (!value) return;
    setActive(value as TTab);
    setOpened((seen) => (seen.has(value as TTab) ? seen : new Set([...seen, value as TTab])));
  };
  return (
    <Tabs value={active} onChange={open} keepMounted className="lf-editor-tabs">
      {/* One row: six tabs fit the panel at xs size; a narrower panel scrolls the row instead of wrapping it. */}
      <Tabs.List grow mb="sm" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        <Tabs.Tab value="details" px={4} fz="xs">
          Details
        </Tabs.Tab>
        {tabs.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value} px={4} fz="xs" data-testid={`panel-tab-${value}`}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="details">{details}</Tabs.Panel>
      {tabs.map(({ value, Component }) => (
        <Tabs.Panel key={value} value={value}>
          {opened.has(value) ? (
            <Suspense fallback={<Loader size="sm" />}>
              <Component {...tab} active={active === value} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
