import { Link } from '@workbench/ui-kit';
import * as styles from './parties.css.ts';

const SECTIONS = [
  { id: 'clients', label: 'Clients', href: '/parties' },
  { id: 'carriers', label: 'Carriers', href: '/parties/carriers' },
] as const;

/**
 * Clients | Carriers at the top of the Parties pages. Links, not tabs: each section is a page of its own
 * with its own address, so the current one is marked as the page (aria-current) rather than as a selected tab.
 */
export function PartiesTabs({ current }: { current: (typeof SECTIONS)[number]['id'] }) {
  return (
    <nav aria-label="Parties" className={styles.tabs}>
      {SECTIONS.map((section) => (
        <Link
          key={section.id}
          href={section.href}
          variant="inherit"
          className={styles.tab}
          aria-current={section.id === current ? 'page' : undefined}
        >
          {section.label}
        </Link>
      ))}
    </nav>
  );
}
