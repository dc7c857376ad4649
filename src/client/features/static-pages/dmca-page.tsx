import { PolicyPage } from './policy-content';

/** The notice's words are content (staff edit them in the console); the layout is the policy page's. */
export default function DmcaPage() {
  return <PolicyPage page="dmca-notice" title="DMCA Notice" />;
}
