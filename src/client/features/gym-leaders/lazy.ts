/** The console's gym leaders tab (leaders, ledgers, payouts), loaded when it opens: no public page carries it. */
import { lazy } from 'react';

export const LeadersPanel = lazy(() => import('./console/leaders-panel'));
