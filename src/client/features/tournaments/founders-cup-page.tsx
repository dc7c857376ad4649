import { FOUNDERS_CUP_SLUG } from '@shared/tournaments/constants';
import { CupPage } from './cup-page';

/** Founders' Cup #1 (spec §2): served at /tournaments/founders-cup-1 and /founders-1. */
export default function FoundersCupPage() {
  return <CupPage slug={FOUNDERS_CUP_SLUG} />;
}
