import { useNavigate } from '@tanstack/react-router';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { draftClient } from './draft.ts';
import { stepPath } from './steps.ts';
import { useWizardDraft } from './useWizardDraft.ts';
import * as styles from './wizard.css.ts';

/** The choice between resuming the unfinished draft and starting over. */
export function WizardStart() {
  const { draft, reset } = useWizardDraft();
  const navigate = useNavigate();
  return (
    <Page>
      <PageHeader title="Create Submission" />
      <Card as="section" aria-labelledby="resume-title">
        <CardHeader>
          <CardTitle id="resume-title" level={2}>
            You have an unfinished submission
          </CardTitle>
          <CardDescription>
            {draftClient(draft) ? `For ${draftClient(draft)?.name}. ` : ''}Pick up where you left off, or start a new submission from
            scratch.
          </CardDescription>
        </CardHeader>
        <CardContent className={styles.row}>
          <Button onPress={() => void navigate({ to: draft.lastPath, replace: true })}>Resume Draft</Button>
          <Button
            variant="outline"
            onPress={() => {
              reset();
              void navigate({ to: stepPath('client'), replace: true });
            }}
          >
            Start Over
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}
