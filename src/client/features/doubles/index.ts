/** Mid-Season Doubles' public entry for other features: the console's view of a registered team. */
export { DoublesTeamDetails } from './console/doubles-team';
