/**
 * Link codes are typed in game (`/link ABC234`): six characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), about 2^29 combinations, single-use and short-lived.
 */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 6;
export const LINK_CODE_PATTERN = new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`);

/** Turns random bytes into a code; rejection sampling keeps every character equally likely. */
export function linkCodeFromBytes(nextByte: () => number): string {
  const limit = 256 - (256 % LINK_CODE_ALPHABET.length);
  let code = '';
  while (code.length < LINK_CODE_LENGTH) {
    const byte = nextByte();
    if (byte < limit) code += LINK_CODE_ALPHABET[byte % LINK_CODE_ALPHABET.length];
  }
  return code;
}

/** What players type in game; the plugin is expected to upper-case and trim as well. */
export function normalizeLinkCode(input: string): string {
  return input.trim().toUpperCase();
}

export const linkCommand = (code: string) => `/link ${code}`;

/** Remaining time as m:ss, never negative. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
