import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/StatusPages.tsx';
import { PLACEHOLDERS } from '../../components/placeholders.ts';

export const Route = createFileRoute('/_broker/tasks')({
  component: () => <PlaceholderPage {...PLACEHOLDERS['tasks']} />,
});
