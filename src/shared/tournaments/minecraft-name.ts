/**
 * One place per Minecraft account in a tournament: the game server reports results by Minecraft
 * name, so two sign-ups under one name could not be told apart. Names match in any letter case, as
 * Minecraft's do. Both cups' sign-ups refuse a taken name with this code and message (409).
 */
export const MINECRAFT_NAME_TAKEN = 'minecraft_name_taken';

export const minecraftNameTakenMessage = (name: string, tournament: string) =>
  `The Minecraft name ${name} already holds a place in ${tournament}. Each Minecraft account signs up once: enter your own.`;
