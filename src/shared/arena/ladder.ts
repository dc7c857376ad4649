/** Display rules for the ELO ladder (trainer rows, medals, streaks). */

export type Medal = { kind: 'crown' | 'silver' | 'bronze'; label: string } | { kind: 'rank'; label: string };

/** Crown for 1st, silver for 2nd, bronze for 3rd, otherwise '#n'. */
export function medalFor(rank: number): Medal {
  if (rank === 1) return { kind: 'crown', label: '1st place' };
  if (rank === 2) return { kind: 'silver', label: '2nd place' };
  if (rank === 3) return { kind: 'bronze', label: '3rd place' };
  return { kind: 'rank', label: `#${rank}` };
}

/** Trainers at or above this share of wins are shown in the victory colour. */
export const TRAINER_VICTORY_PERCENT = 60;

/** wins / (wins + losses) as a percentage; 0 when no games were played. */
export function trainerWinPercent(wins: number, losses: number): number {
  const games = wins + losses;
  return games > 0 ? (wins / games) * 100 : 0;
}

/** '57.1%', one decimal; '0.0%' with no games. */
export function trainerWinRateText(wins: number, losses: number): string {
  return `${trainerWinPercent(wins, losses).toFixed(1)}%`;
}

export function isTrainerVictoryRate(wins: number, losses: number): boolean {
  return trainerWinPercent(wins, losses) >= TRAINER_VICTORY_PERCENT;
}

/** '+3' for a winning streak; '-2' for a losing one; '0' for none. */
export function streakText(streak: number): string {
  return streak > 0 ? `+${streak}` : String(streak);
}
