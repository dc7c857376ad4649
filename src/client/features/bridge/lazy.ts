/** The console's game-server tokens tab, loaded when it opens: no public page carries it. */
import { lazy } from 'react';

export const GameServersPanel = lazy(() => import('./console/game-servers-panel'));
