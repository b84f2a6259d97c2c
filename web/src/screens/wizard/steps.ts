/** The wizard's pages in order and where Back and Continue lead. */
import { COVERAGE_LABELS, COVERAGE_TYPES, type CoverageType } from '@workbench/core';

export const STEPS = ['client', 'coverage', 'details', 'preview'] as const;
export type Step = (typeof STEPS)[number];

export const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);
export const isCoverageType = (value: string): value is CoverageType => (COVERAGE_TYPES as readonly string[]).includes(value);

export const STEP_TITLES: Record<Step, string> = {
  client: 'Select Client',
  coverage: 'Select Products / Coverages',
  details: 'Additional Details',
  preview: 'Preview and Submit',
};

/** 'Step 2 of 4' */
export const stepLabel = (step: Step) => `Step ${STEPS.indexOf(step) + 1} of ${STEPS.length}`;

export const stepPath = (step: Step) => `/create-submission/${step}`;
export const coveragePath = (type: CoverageType) => `/create-submission/coverage-detail/${type}`;

/** A page of the wizard: one of the four steps, or a selected coverage's detail page. */
export type WizardPage = { kind: 'step'; step: Step } | { kind: 'coverage'; coverage: CoverageType };

export const pageId = (page: WizardPage) => (page.kind === 'step' ? page.step : `coverage-detail-${page.coverage}`);
export const pagePath = (page: WizardPage) => (page.kind === 'step' ? stepPath(page.step) : coveragePath(page.coverage));

export interface WizardTab {
  id: string;
  label: string;
  page: WizardPage;
}

/** The tab bar: Client Details, Coverage Selection, one tab per selected coverage, Additional Details, Preview. */
export function wizardTabs(selected: readonly CoverageType[]): WizardTab[] {
  const step = (s: Step, label: string): WizardTab => ({ id: s, label, page: { kind: 'step', step: s } });
  return [
    step('client', 'Client Details'),
    step('coverage', 'Coverage Selection'),
    ...selected.map((coverage) => ({
      id: pageId({ kind: 'coverage', coverage }),
      label: COVERAGE_LABELS[coverage],
      page: { kind: 'coverage', coverage } as WizardPage,
    })),
    step('details', 'Additional Details'),
    step('preview', 'Preview'),
  ];
}

/** Back on the first step goes home, from a coverage detail to the coverage step, else one step back. */
export function backPath(page: WizardPage): string {
  if (page.kind === 'coverage') return stepPath('coverage');
  const index = STEPS.indexOf(page.step);
  return index === 0 ? '/' : stepPath(STEPS[index - 1]!);
}

/** Continue from Coverage Selection: the first selected coverage's detail page, or Additional Details without one. */
export function nextAfterCoverageStep(selected: readonly CoverageType[]): string {
  return selected[0] ? coveragePath(selected[0]) : stepPath('details');
}

/** Continue from a coverage detail page: the next selected coverage, then Additional Details. */
export function nextAfterCoverage(coverage: CoverageType, selected: readonly CoverageType[]): string {
  const index = selected.indexOf(coverage);
  const next = index >= 0 ? selected[index + 1] : undefined;
  return next ? coveragePath(next) : stepPath('details');
}
