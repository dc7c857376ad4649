/** What other features may use of account linking: the navigation button and the dialog (loaded on first use). */
export { LinkDialog, LinkMinecraftButton } from './link-button';
