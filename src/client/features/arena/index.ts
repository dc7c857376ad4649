/** What other features may use of the arena: its queries, the leader and trainer pieces. */
export { ElementBadge, LeaderWinRate, StatusBadge } from './arena-bits';
export { ladderPagesQuery, leadersQuery } from './arena-queries';
export { TrainerTable } from './trainer-table';
