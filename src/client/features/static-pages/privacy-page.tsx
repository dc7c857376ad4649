import { PolicyPage } from './policy-content';

/** The policy's words are content (staff edit them in the console); the layout is the policy page's. */
export default function PrivacyPage() {
  return <PolicyPage page="privacy-policy" title="Privacy Policy" />;
}
