/** What other features may use of auth: the guards and session loading, and the demo accounts. */
export { configuredAdminIds } from './admins';
export { DEMO_DISCORD_ID_PREFIX, demoDiscordId, isDemoDiscordId } from './demo-accounts';
export { hasPermission, requireAdmin, requirePermission, requireStaff, requireUser } from './middleware';
export { DEMO_ACCOUNTS, demoAccountIds, seedDemoAccounts } from './seed';
export { createSession, purgeExpiredSessions } from './sessions';
export { signIn } from './sign-in';
