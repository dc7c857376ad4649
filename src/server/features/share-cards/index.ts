/** What the app uses of share cards: their routes and the image a page's head points to. */

export { matchCardImage, playerCardImage, tournamentCardImage } from './page-image';
export { shareCardRoutes } from './routes';
