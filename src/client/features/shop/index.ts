/** What other features may use of the shop: the catalog as the shop pages read it (the database's). */
export { useCatalogItems } from './catalog-queries';
