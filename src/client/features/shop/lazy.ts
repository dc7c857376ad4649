/** The shop's console panels, loaded when their tab opens: no public page carries them. */
import { lazy } from 'react';

export const CatalogPanel = lazy(() => import('./console/catalog-panel'));
export const DeliveriesPanel = lazy(() => import('./console/deliveries-panel'));
export const PurchasesPanel = lazy(() => import('./console/purchases-panel'));
export const RevenuePanel = lazy(() => import('./console/revenue-panel'));
export const SalesPanel = lazy(() => import('./console/sales-panel'));
export const CodesPanel = lazy(() => import('./console/codes-panel'));
