/** What the app uses of players: the profile routes. */
export { playerRoutes } from './routes';
