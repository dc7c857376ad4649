import { PolicyPage } from './policy-content';

/** The terms' words are content (staff edit them in the console); the layout is the policy page's. */
export default function TermsPage() {
  return <PolicyPage page="terms-of-service" title="Terms of Service" />;
}
