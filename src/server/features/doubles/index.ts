/** Mid-Season Doubles' public entry for other features: the one verdict on a team (the console's corrections use it). */
export { checkTeam } from './team-check';
