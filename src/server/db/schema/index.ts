/** Every table, for drizzle-kit and the typed query builder. Features add their file here. */
export * from './accounts';
export * from './arena';
export * from './atlas';
export * from './bans';
export * from './bridge';
export * from './content';
export * from './forms';
export * from './incidents';
export * from './notifications';
export * from './outbox';
export * from './season';
export * from './shop';
export * from './shop-catalog';
export * from './shop-discounts';
export * from './staff';
export * from './tournaments';
export * from './vote';
