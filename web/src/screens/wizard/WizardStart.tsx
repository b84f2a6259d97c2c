import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@workbench/ui-kit';
import { UPLOAD_PREFILL_KEY } from '../../queries/documents.queries.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { draftFromPrefill, hasProgress } from './draft.ts';
import { stepPath } from './steps.ts';
import { useWizardDraft } from './useWizardDraft.ts';
import * as styles from './wizard.css.ts';

/** Takes the schedule Upload Submission left behind, once: the key is removed as it is read. */
function takeUploadPrefill(): { properties?: unknown[]; vehicles?: unknown[] } | null {
  try {
    const text = sessionStorage.getItem(UPLOAD_PREFILL_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(UPLOAD_PREFILL_KEY);
    return JSON.parse(text) as { properties?: unknown[]; vehicles?: unknown[] };
  } catch {
    return null;
  }
}

/**
 * /create-submission: a new submission starts from an empty draft (or from an uploaded schedule);
 * when an unfinished draft exists the broker chooses to resume it or start over.
 */
export function WizardStart() {
  const { draft, reset } = useWizardDraft();
  const navigate = useNavigate();
  const offerResume = hasProgress(draft);

  useEffect(() => {
    const prefill = takeUploadPrefill();
    if (prefill) {
      reset(draftFromPrefill(prefill));
      void navigate({ to: stepPath('client'), replace: true });
    } else if (!offerResume) {
      reset();
      void navigate({ to: stepPath('client'), replace: true });
    }
    // Decided once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offerResume) return null;
  return (
    <Page>
      <PageHeader title="Create Submission" />
      <Card as="section" aria-labelledby="resume-title">
        <CardHeader>
          <CardTitle id="resume-title" level={2}>
            You have an unfinished submission
          </CardTitle>
          <CardDescription>
            {draft.client ? `For ${draft.client.name}. ` : ''}Pick up where you left off, or start a new submission from scratch.
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
