import { useEffect, useId, type ReactNode } from 'react';
import { Button, ChevronLeftIcon, ChevronRightIcon, Tab, TabList, TabPanel, Tabs } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { selectedCoverages } from './draft.ts';
import { pageId, pagePath, wizardTabs, type WizardPage } from './steps.ts';
import { useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import * as styles from './wizard.css.ts';

/** The wizard's frame: title, the tab bar of its pages, and the current page as the selected tab's panel. */
export function WizardLayout({ page, children }: { page: WizardPage; children: ReactNode }) {
  const { draft, update } = useWizardDraft();
  const go = useWizardNavigate();
  const tabs = wizardTabs(selectedCoverages(draft).map((c) => c.coverage));
  const current = pageId(page);
  const path = pagePath(page);

  useEffect(() => {
    update((d) => (d.lastPath === path ? d : { ...d, lastPath: path }));
  }, [path, update]);

  return (
    <Page>
      <PageHeader title="Create Submission" subtitle="Put a new piece of business on the books in four steps" />
      <Tabs
        selectedKey={current}
        keyboardActivation="manual"
        onSelectionChange={(key) => {
          const tab = tabs.find((t) => t.id === key);
          if (tab && tab.id !== current) go(pagePath(tab.page));
        }}
      >
        <TabList aria-label="Submission steps" items={tabs}>
          {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
        </TabList>
        {/* Keyed by page: the panel's id must follow the selected tab as the broker moves through the steps. */}
        <TabPanel key={current} id={current}>
          <div className={styles.stepBody}>{children}</div>
        </TabPanel>
      </Tabs>
    </Page>
  );
}

/** The page's heading and where it sits in the four steps. */
export function StepHeader({ title, counter }: { title: string; counter?: string }) {
  return (
    <div className={styles.stepHeader}>
      <h2 className={styles.stepTitle}>{title}</h2>
      {counter ? <p className={styles.stepCounter}>{counter}</p> : null}
    </div>
  );
}

interface FooterProps {
  backLabel?: string;
  onBack: () => void;
  continueLabel?: string;
  onContinue?: () => void;
  continueDisabled?: boolean;
  /** What the broker must do before Continue is enabled, shown beside it while it is disabled. */
  disabledReason?: string;
  isPending?: boolean;
  pendingLabel?: string;
  /** Replaces the Continue button (Preview's Save Submission). */
  primary?: ReactNode;
}

export function WizardFooter({
  backLabel = 'Back',
  onBack,
  continueLabel = 'Continue',
  onContinue,
  continueDisabled,
  disabledReason,
  isPending,
  pendingLabel,
  primary,
}: FooterProps) {
  const reasonId = useId();
  const reason = continueDisabled && disabledReason ? disabledReason : null;
  return (
    <div className={styles.footer}>
      <Button variant="outline" onPress={onBack}>
        {backLabel === 'Back' ? <ChevronLeftIcon /> : null}
        {backLabel}
      </Button>
      <div className={styles.footerEnd}>
        {reason && !primary ? (
          <p id={reasonId} className={styles.muted}>
            {reason}
          </p>
        ) : null}
        {primary ?? (
          <Button
            onPress={onContinue}
            isDisabled={continueDisabled}
            isPending={isPending}
            pendingLabel={pendingLabel}
            aria-describedby={reason ? reasonId : undefined}
          >
            {continueLabel}
            <ChevronRightIcon />
          </Button>
        )}
      </div>
    </div>
  );
}
