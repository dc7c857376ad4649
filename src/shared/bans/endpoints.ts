/** The bans' row for players: their own active ban, shown where they would act. */
import { endpoint, type Summaries } from '../api/endpoint';
import { myBanResponse } from './api';

export const banEndpoints = {
  mine: endpoint({ method: 'GET', path: '/me/ban', auth: 'user', answer: myBanResponse }),
};

export const banSummaries: Summaries<typeof banEndpoints> = {
  mine: "The signed-in player's active ban (reason and end), or null",
};
