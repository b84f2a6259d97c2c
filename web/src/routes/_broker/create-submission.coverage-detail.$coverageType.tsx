import { createFileRoute } from '@tanstack/react-router';
import { CoverageDetail } from '../../screens/wizard/CoverageDetail.tsx';
import { InvalidStep } from '../../screens/wizard/InvalidStep.tsx';
import { isCoverageType } from '../../screens/wizard/steps.ts';
import { WizardLayout } from '../../screens/wizard/WizardLayout.tsx';

/** /create-submission/coverage-detail/{coverageType}: limits, premium and the schedule of one coverage. */
export const Route = createFileRoute('/_broker/create-submission/coverage-detail/$coverageType')({
  component: function CoverageDetailRoute() {
    const { coverageType } = Route.useParams();
    if (!isCoverageType(coverageType)) return <InvalidStep />;
    return (
      <WizardLayout page={{ kind: 'coverage', coverage: coverageType }}>
        <CoverageDetail key={coverageType} coverage={coverageType} />
      </WizardLayout>
    );
  },
});
