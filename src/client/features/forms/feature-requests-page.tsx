import { SimpleFormPage } from './simple-form';

export default function FeatureRequestsPage() {
  return <SimpleFormPage name="feature" />;
}
