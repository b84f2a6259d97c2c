import { COVERAGE_LABELS, countCompletedCoverages, isCoverageComplete, plural, type CoverageType } from '@workbench/core';
import { Alert, Badge, Button, Card, CardContent, CheckboxCard, EditIcon } from '@workbench/ui-kit';
import { formatMoney } from '../../format.ts';
import { selectedCoverages, updateCoverage, type CoverageDraft } from './draft.ts';
import { backPath, coveragePath, nextAfterCoverageStep, stepLabel, STEP_TITLES } from './steps.ts';
import { useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import { StepHeader, WizardFooter } from './WizardLayout.tsx';
import * as styles from './wizard.css.ts';

export const COVERAGE_DESCRIPTIONS: Record<CoverageType, string> = {
  property: 'Buildings, contents and business interruption at the insured locations',
  general_liability: 'Third-party bodily injury and property damage',
  motor_fleet: 'The company’s fleet of commercial vehicles',
  workers_comp: 'Employee injuries and occupational illness',
  marine_cargo: 'Goods in transit by sea, air and land',
};

/** What a coverage holds, for the card: '3 properties', '$1,000,000 limit'. */
function coverageFacts(c: CoverageDraft): string | undefined {
  const facts: string[] = [];
  if (c.properties.length) facts.push(plural(c.properties.length, 'property', 'properties'));
  if (c.vehicles.length) facts.push(plural(c.vehicles.length, 'vehicle'));
  if (c.limit !== null) facts.push(`limit ${formatMoney(c.limit, { cents: 'never' })}`);
  return facts.length ? facts.join(' · ') : undefined;
}

/** Step 2 'Select Products / Coverages'. */
export function CoverageStep() {
  const { draft, update } = useWizardDraft();
  const go = useWizardNavigate();
  const selected = selectedCoverages(draft);
  const completed = countCompletedCoverages(selected);

  const configure = (type: CoverageType) => {
    update(updateCoverage(type, (c) => ({ ...c, selected: true })));
    go(coveragePath(type));
  };

  return (
    <>
      <StepHeader title={STEP_TITLES.coverage} counter={stepLabel('coverage')} />
      <div className={styles.cardGrid} role="group" aria-label="Coverages">
        {draft.coverages.map((c) => {
          const label = COVERAGE_LABELS[c.coverage];
          const complete = isCoverageComplete(c, 'selection');
          const facts = coverageFacts(c);
          return (
            <div key={c.coverage} className={styles.coverageCell}>
              <CheckboxCard
                title={label}
                description={COVERAGE_DESCRIPTIONS[c.coverage]}
                isSelected={c.selected}
                onChange={(isSelected) => update(updateCoverage(c.coverage, (x) => ({ ...x, selected: isSelected })))}
              >
                {c.selected ? (
                  <span className={styles.row}>
                    <Badge tone={complete ? 'green' : 'amber'} dot>
                      {complete ? 'Complete' : 'Incomplete'}
                    </Badge>
                    {facts ? <span className={styles.muted}>{facts}</span> : null}
                  </span>
                ) : null}
              </CheckboxCard>
              <Button variant="outline" size="sm" onPress={() => configure(c.coverage)} aria-label={`Configure Details: ${label}`}>
                <EditIcon />
                Configure Details
              </Button>
            </div>
          );
        })}
      </div>

      {selected.length === 0 ? (
        <Alert variant="warning" live="status">
          Please select at least one coverage type.
        </Alert>
      ) : null}

      <Card>
        <CardContent>
          <h3 className={styles.sectionTitle}>Summary</h3>
          <div className={styles.summaryGrid}>
            <p>
              <strong>{selected.length}</strong> <span className={styles.muted}>selected</span>
            </p>
            <p>
              <strong>{completed}</strong> <span className={styles.muted}>completed</span>
            </p>
          </div>
          {selected.length > 0 ? (
            <p className={styles.muted}>Selected: {selected.map((c) => COVERAGE_LABELS[c.coverage]).join(', ')}</p>
          ) : null}
        </CardContent>
      </Card>

      <WizardFooter
        onBack={() => go(backPath({ kind: 'step', step: 'coverage' }))}
        onContinue={() => go(nextAfterCoverageStep(selected.map((c) => c.coverage)))}
        continueDisabled={selected.length === 0}
        disabledReason="Select at least one coverage to continue."
      />
    </>
  );
}
