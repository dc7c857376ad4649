/** The checkout dialog's step machine and its validation messages (spec §4, §5). */

export type CheckoutStep = 'auth' | 'minecraft-link' | 'gym-leader' | 'attestation' | 'payment';

export const CHECKOUT_MESSAGES = {
  login: 'Please log in',
  emptyCart: 'Cart is empty',
  minecraft: 'Minecraft account required',
  gymLeader: 'Please select a gym leader',
  attestation: 'Please confirm attestation',
  evPolicy: 'Please confirm EV Editor Policy',
  username: 'Username confirmation required',
} as const;

export interface CheckoutContext {
  signedIn: boolean;
  /** The linked Minecraft name, or null when none is linked. */
  minecraftUsername: string | null;
}

/** Where the dialog opens: sign-in first, then linking, then the gym leader choice. */
export function initialStep(ctx: CheckoutContext): CheckoutStep {
  if (!ctx.signedIn) return 'auth';
  if (!ctx.minecraftUsername) return 'minecraft-link';
  return 'gym-leader';
}

/** Re-evaluates the step when the session or link changes underneath the dialog. */
export function reconcileStep(step: CheckoutStep, ctx: CheckoutContext): CheckoutStep {
  const start = initialStep(ctx);
  if (start !== 'gym-leader') return start;
  return step === 'auth' || step === 'minecraft-link' ? 'gym-leader' : step;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  switch (step) {
    case 'auth':
      return 'minecraft-link';
    case 'minecraft-link':
      return 'gym-leader';
    case 'gym-leader':
      return 'attestation';
    case 'attestation':
    case 'payment':
      return 'payment';
  }
}

/** Back from attestation or payment returns to the gym leader choice. */
export function previousStep(step: CheckoutStep): CheckoutStep {
  return step === 'attestation' || step === 'payment' ? 'gym-leader' : step;
}

export interface CheckoutInput extends CheckoutContext {
  cartCount: number;
  selectedGymLeader: string | null;
  attested: boolean;
  evPolicyConfirmed: boolean;
  hasMasterRank: boolean;
  typedUsername: string;
}

export function validateGymLeader(input: Pick<CheckoutInput, 'selectedGymLeader'>): string | null {
  return input.selectedGymLeader ? null : CHECKOUT_MESSAGES.gymLeader;
}

export function usernameMatches(typed: string, linked: string | null): boolean {
  return linked !== null && typed.trim() === linked.trim();
}

export function validateAttestation(
  input: Pick<
    CheckoutInput,
    'attested' | 'evPolicyConfirmed' | 'hasMasterRank' | 'typedUsername' | 'minecraftUsername'
  >,
): string | null {
  if (!input.attested) return CHECKOUT_MESSAGES.attestation;
  if (input.hasMasterRank && !input.evPolicyConfirmed) return CHECKOUT_MESSAGES.evPolicy;
  if (!usernameMatches(input.typedUsername, input.minecraftUsername)) return CHECKOUT_MESSAGES.username;
  return null;
}

/** Everything checked before the payment call, first failure wins. */
export function validateCheckout(input: CheckoutInput): string | null {
  if (!input.signedIn) return CHECKOUT_MESSAGES.login;
  if (input.cartCount <= 0) return CHECKOUT_MESSAGES.emptyCart;
  if (!input.minecraftUsername) return CHECKOUT_MESSAGES.minecraft;
  return validateGymLeader(input) ?? validateAttestation(input);
}
