/** What other features show of bans: the signed-in player's ban notice. */
export { BanNotice } from './ban-notice';
