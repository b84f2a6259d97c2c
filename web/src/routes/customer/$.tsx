import { createFileRoute } from '@tanstack/react-router';
import { MessagePage } from '../../components/StatusPages.tsx';

export const Route = createFileRoute('/customer/$')({
  component: () => <MessagePage title="Page Not Found" text="The page you are looking for does not exist." />,
});
