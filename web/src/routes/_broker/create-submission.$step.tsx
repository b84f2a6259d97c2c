import { createFileRoute } from '@tanstack/react-router';
import { ClientStep } from '../../screens/wizard/ClientStep.tsx';
import { CoverageStep } from '../../screens/wizard/CoverageStep.tsx';
import { DetailsStep } from '../../screens/wizard/DetailsStep.tsx';
import { InvalidStep } from '../../screens/wizard/InvalidStep.tsx';
import { PreviewStep } from '../../screens/wizard/PreviewStep.tsx';
import { isStep, type Step } from '../../screens/wizard/steps.ts';
import { WizardLayout } from '../../screens/wizard/WizardLayout.tsx';

const SCREENS: Record<Step, () => React.ReactNode> = {
  client: ClientStep,
  coverage: CoverageStep,
  details: DetailsStep,
  preview: PreviewStep,
};

/** /create-submission/{client|coverage|details|preview}; anything else is 'Invalid Step'. */
export const Route = createFileRoute('/_broker/create-submission/$step')({
  component: function WizardStepRoute() {
    const { step } = Route.useParams();
    if (!isStep(step)) return <InvalidStep />;
    const Screen = SCREENS[step];
    return (
      <WizardLayout page={{ kind: 'step', step }}>
        <Screen key={step} />
      </WizardLayout>
    );
  },
});
