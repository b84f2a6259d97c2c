import type { ReactNode } from 'react';
import { AlertCircleIcon, Card, CardContent, CheckCircleIcon, InfoIcon } from '@workbench/ui-kit';
import { BrandMark } from '../../shell/BrandMark.tsx';
import * as styles from './access.css.ts';

const ICONS = { info: <InfoIcon />, success: <CheckCircleIcon />, danger: <AlertCircleIcon /> };

/**
 * A page of its own, outside any shell, about the visitor's account: the brand above one card with an
 * icon of the outcome's tone and a heading (the page's h1), then whatever the page has to say.
 */
export function StatusCardPage({ tone, title, children }: { tone?: keyof typeof ICONS; title: ReactNode; children?: ReactNode }) {
  return (
    <main className={styles.statusPage}>
      <div className={styles.statusColumn}>
        <BrandMark />
        <Card>
          <CardContent className={styles.statusCard}>
            {tone ? (
              <span className={styles.statusIcon({ tone })} aria-hidden="true">
                {ICONS[tone]}
              </span>
            ) : null}
            <h1 className={styles.statusTitle}>{title}</h1>
            {children}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

/** Labelled facts about an account ('E-mail', 'Registered'), label beside value. */
export function Facts({ facts, label, className }: { facts: [string, ReactNode][]; label?: string; className?: string }) {
  return (
    <dl aria-label={label} className={className}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt className={styles.factLabel}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
