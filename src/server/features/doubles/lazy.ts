/** Mid-Season Doubles' entry for other features, loaded on demand: the one verdict on a team (the console's corrections use it); it reads the Pokédex. */
export { checkTeam } from './team-check';
