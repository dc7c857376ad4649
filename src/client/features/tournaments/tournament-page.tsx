import { useParams } from '../../lib/router';
import { CupPage } from './cup-page';

/** A cup made in the console, at /tournaments/:slug. */
export default function TournamentPage() {
  const { slug } = useParams('/tournaments/:slug');
  return <CupPage key={slug} slug={slug} />;
}
