import { SimpleFormPage } from './simple-form';

export default function ContactSupportPage() {
  return <SimpleFormPage name="support" />;
}
