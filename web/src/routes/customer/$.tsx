import { createFileRoute } from '@tanstack/react-router';
import { CustomerNotFoundPage } from '../../screens/customer/CustomerNotFoundPage.tsx';

export const Route = createFileRoute('/customer/$')({
  component: CustomerNotFoundPage,
});
