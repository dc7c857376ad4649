/** Mid-Season Doubles' public entry for other features: the console's view of a registered team. */
export { DoublesTeamDetails, type TeamCorrection } from './console/doubles-team';
