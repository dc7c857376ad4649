/**
 * Building blocks shared by every form schema. Inputs arrive as the browser's strings; the same
 * schema gives inline errors in the page and is the authority on the server.
 */
import { z } from '../zod';

/** A required single-line or multi-line text with a readable message and an upper bound. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** Optional text: blank becomes null so the database keeps one representation of "not given". */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.', abort: true })
  .max(254, { error: 'Email must be at most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** Minecraft Java names: 3-16 letters, digits or underscores. */
const MINECRAFT_NAME = /^[A-Za-z0-9_]{3,16}$/;
const MINECRAFT_MESSAGE = 'Use 3-16 letters, digits or underscores.';

export const minecraftUsername = (label = 'Minecraft username') =>
  requiredText(label, 16).regex(MINECRAFT_NAME, { error: MINECRAFT_MESSAGE });

export const optionalMinecraftUsername = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || MINECRAFT_NAME.test(v), { error: MINECRAFT_MESSAGE });

/** A dropdown: its empty placeholder value (or anything outside the list) is an error. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A checkbox that must be ticked. */
export const mustAgree = (message: string) => z.literal(true, { error: message });
