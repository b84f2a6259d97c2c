import { useEffect } from 'react';
import { COVERAGE_LABELS, isCoverageComplete, type CoverageType } from '@workbench/core';
import { Badge, Card, CardContent, CardHeader, CardTitle, NumberField, Tab, TabList, TabPanel, Tabs, TextArea } from '@workbench/ui-kit';
import { coverageOf, selectedCoverages, updateCoverage, type CoverageDraft } from './draft.ts';
import { ScheduleItems } from './ScheduleItems.tsx';
import { backPath, nextAfterCoverage, stepLabel } from './steps.ts';
import { useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import { StepHeader, WizardFooter } from './WizardLayout.tsx';
import * as styles from './wizard.css.ts';

/** Which schedule a coverage holds: Material Damage holds properties, Motor Fleet vehicles, the rest none. */
export const scheduleKind = (type: CoverageType): 'property' | 'vehicle' | null =>
  type === 'property' ? 'property' : type === 'motor_fleet' ? 'vehicle' : null;

/** The coverage detail page: its limit, deductible, premium and notes, and its schedule of properties or vehicles. */
export function CoverageDetail({ coverage }: { coverage: CoverageType }) {
  const { draft, update } = useWizardDraft();
  const go = useWizardNavigate();
  const entry = coverageOf(draft, coverage);
  const kind = scheduleKind(coverage);
  const label = COVERAGE_LABELS[coverage];

  // Opening a coverage's details (Configure Details, a bookmark) means the broker wants that coverage.
  useEffect(() => {
    if (!entry.selected) update(updateCoverage(coverage, (c) => ({ ...c, selected: true })));
  }, [coverage, entry.selected, update]);

  const change = (patch: Partial<CoverageDraft>) => update(updateCoverage(coverage, (c) => ({ ...c, ...patch })));
  const complete = isCoverageComplete(entry, 'selection');
  const selectedTypes = selectedCoverages(draft).map((c) => c.coverage);

  const terms = <CoverageTerms entry={entry} label={label} onChange={change} />;

  return (
    <>
      <StepHeader title={`${label} Details`} counter={`${stepLabel('coverage')} · coverage details`} />
      <p className={styles.row}>
        <Badge tone={complete ? 'green' : 'amber'} dot>
          {complete ? 'Complete' : 'Incomplete'}
        </Badge>
      </p>
      {kind ? (
        <Tabs defaultSelectedKey="items">
          <TabList aria-label={`${label} sections`}>
            <Tab id="items">{kind === 'property' ? 'Properties' : 'Vehicles'}</Tab>
            <Tab id="terms">Limits and Premium</Tab>
          </TabList>
          <TabPanel id="items">
            <ScheduleItems kind={kind} entry={entry} onChange={change} />
          </TabPanel>
          <TabPanel id="terms">{terms}</TabPanel>
        </Tabs>
      ) : (
        terms
      )}
      <WizardFooter
        onBack={() => go(backPath({ kind: 'coverage', coverage }))}
        onContinue={() => go(nextAfterCoverage(coverage, selectedTypes))}
      />
    </>
  );
}

const money = { style: 'currency', currency: 'USD', maximumFractionDigits: 2 } as const;

function CoverageTerms({
  entry,
  label,
  onChange,
}: {
  entry: CoverageDraft;
  label: string;
  onChange: (patch: Partial<CoverageDraft>) => void;
}) {
  // NumberField gives NaN for an emptied field; the draft keeps null for 'not given'.
  const amount = (n: number) => (Number.isFinite(n) ? n : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{label} terms</CardTitle>
      </CardHeader>
      <CardContent>
        <div className={styles.formGrid3}>
          <NumberField
            label="Limit"
            minValue={0}
            formatOptions={money}
            value={entry.limit ?? NaN}
            onChange={(n) => onChange({ limit: amount(n) })}
          />
          <NumberField
            label="Deductible"
            minValue={0}
            formatOptions={money}
            value={entry.deductible ?? NaN}
            onChange={(n) => onChange({ deductible: amount(n) })}
          />
          <NumberField
            label="Premium"
            minValue={0}
            formatOptions={money}
            value={entry.premium ?? NaN}
            onChange={(n) => onChange({ premium: amount(n) })}
          />
          <TextArea
            className={styles.fullWidth}
            label="Coverage Notes"
            rows={3}
            value={entry.notes}
            onChange={(notes) => onChange({ notes })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
