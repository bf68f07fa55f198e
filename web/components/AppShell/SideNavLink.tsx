// The links' look loads with the navigation; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import './sideNavLink.css';
import { UnstyledButton } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type TProps = { to: string; label: string; icon: LucideIcon; active: boolean; onClick: () => void };

/**
 * One link of the side navigation, styled as Mantine's NavLink. The navigation needs none of
 * NavLink's nesting, and NavLink's collapse and chevron modules cost every first page load about
 * 3 KB of gzip (the /dashboard budget, scripts/printBundleSizes.ts).
 */
export function SideNavLink({ to, label, icon: Icon, active, onClick }: TProps) {
  return (
    <UnstyledButton component={Link} to={to} className="lf-side-nav-link" aria-current={active ? 'page' : undefined} onClick={onClick}>
      <span className="lf-side-nav-link-icon">
        <Icon size={18} aria-hidden />
      </span>
      <span className="lf-side-nav-link-body">
        <span className="lf-side-nav-link-label">{label}</span>
      </span>
    </UnstyledButton>
  );
}
