/** Settings the browser may see, embedded in index.html by the server (never secrets). */
export interface PublicConfig {
  demoMode: boolean;
  discordInvite: string;
  skinRenderUrl: string;
  /** The home countdown's target (ISO), configured by HOME_COUNTDOWN_TARGET. */
  countdownTarget: string;
}
