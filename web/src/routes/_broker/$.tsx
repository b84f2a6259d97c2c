import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/StatusPages.tsx';

// A catch-all inside the broker zone, so unknown paths are guarded and shown inside the shell.
export const Route = createFileRoute('/_broker/$')({
  component: NotFoundPage,
});
