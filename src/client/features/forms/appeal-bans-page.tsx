import { SimpleFormPage } from './simple-form';

export default function AppealBansPage() {
  return <SimpleFormPage name="appeal" />;
}
