/**
 * Arena parts other features load on demand. Kept apart from index.ts so that importing them does
 * not pull the arena's queries into the importer's first load.
 */
import { lazy } from 'react';

export const ArenaHome = lazy(() => import('./arena-home'));
