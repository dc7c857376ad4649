import { SimpleFormPage } from './simple-form';

export default function BugReportsPage() {
  return <SimpleFormPage name="bug" />;
}
