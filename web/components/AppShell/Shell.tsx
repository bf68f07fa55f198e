import type { ReactNode } from 'react';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useElementSize, useMediaQuery } from '@mantine/hooks';
import { AnnouncementBanner } from '../AnnouncementBanner';
import { Brand } from './Brand';
import { SideNav } from './SideNav';

const MOBILE_BAR_HEIGHT = 56;

/**
 * The signed-in frame: side navigation (a drawer behind a burger at phone width) and the page. The
 * header holds the announcement banner, measured so the fixed navigation starts below it.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  const { ref: bannerRef, height } = useElementSize<HTMLDivElement>();
  const bannerHeight = Math.ceil(height);
  // At phone width the closed drawer only slides off-screen: make it unreachable by keyboard and screen readers too.
  const phoneWidth = useMediaQuery('(max-width: 47.99em)');

  return (
    <AppShell
      header={{ height: { base: bannerHeight + MOBILE_BAR_HEIGHT, sm: bannerHeight } }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header withBorder={false}>
        <div ref={bannerRef}>
          <AnnouncementBanner />
        </div>
        <Group
          hiddenFrom="sm"
          h={MOBILE_BAR_HEIGHT}
          px="md"
          gap="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Burger opened={navOpened} onClick={nav.toggle} size="sm" aria-label={navOpened ? 'Close navigation' : 'Open navigation'} />
          <Brand />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation" inert={phoneWidth && !navOpened}>
        <SideNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
