/** Settings the browser may see, embedded in index.html by the server (never secrets). */
export interface PublicConfig {
  demoMode: boolean;
  discordInvite: string;
  skinRenderUrl: string;
}
