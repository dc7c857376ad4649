/** What the app uses of content: its routes, the start-up seed and the texts of a page's first paint. */
export { contentRoutes, contentStaffRoutes } from './routes';
export { firstPaintData, seedContent } from './store';
