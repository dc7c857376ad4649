import { SimpleFormPage } from './simple-form';

export default function ReportPlayersPage() {
  return <SimpleFormPage name="report" />;
}
