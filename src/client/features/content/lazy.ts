/** The console's content editor, loaded when its tab opens: no public page carries it. */
import { lazy } from 'react';

export const ContentPanel = lazy(() => import('./content-panel'));
