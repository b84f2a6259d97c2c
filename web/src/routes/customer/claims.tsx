import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/StatusPages.tsx';
import { CUSTOMER_PLACEHOLDERS } from '../../screens/customer/placeholders.ts';

export const Route = createFileRoute('/customer/claims')({
  component: () => <PlaceholderPage {...CUSTOMER_PLACEHOLDERS.claims} />,
});
