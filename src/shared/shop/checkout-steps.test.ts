import { describe, expect, it } from 'vitest';
import {
  type CheckoutInput,
  initialStep,
  nextStep,
  previousStep,
  reconcileStep,
  validateCheckout,
} from './checkout-steps';

const ready: CheckoutInput = {
  signedIn: true,
  minecraftUsername: 'Steve',
  cartCount: 1,
  selectedGymLeader: 'g1',
  attested: true,
  evPolicyConfirmed: false,
  hasMasterRank: false,
  typedUsername: 'Steve',
};

describe('steps', () => {
  it('starts at auth, then linking, then gym leader', () => {
    expect(initialStep({ signedIn: false, minecraftUsername: null })).toBe('auth');
    expect(initialStep({ signedIn: true, minecraftUsername: null })).toBe('minecraft-link');
    expect(initialStep({ signedIn: true, minecraftUsername: 'Steve' })).toBe('gym-leader');
  });

  it('moves forward through the flow', () => {
    expect(nextStep('gym-leader')).toBe('attestation');
    expect(nextStep('attestation')).toBe('payment');
  });

  it('goes back to the gym leader from attestation or payment', () => {
    expect(previousStep('attestation')).toBe('gym-leader');
    expect(previousStep('payment')).toBe('gym-leader');
  });

  it('moves on once signed in and linked, and back when signed out', () => {
    const linked = { signedIn: true, minecraftUsername: 'Steve' };
    expect(reconcileStep('minecraft-link', linked)).toBe('gym-leader');
    expect(reconcileStep('attestation', linked)).toBe('attestation');
    expect(reconcileStep('payment', { signedIn: false, minecraftUsername: null })).toBe('auth');
  });
});

describe('validateCheckout', () => {
  it('accepts a complete checkout', () => {
    expect(validateCheckout(ready)).toBeNull();
  });

  it('reports the first missing requirement', () => {
    expect(validateCheckout({ ...ready, signedIn: false })).toBe('Please log in');
    expect(validateCheckout({ ...ready, cartCount: 0 })).toBe('Cart is empty');
    expect(validateCheckout({ ...ready, minecraftUsername: null })).toBe('Minecraft account required');
    expect(validateCheckout({ ...ready, selectedGymLeader: null })).toBe('Please select a gym leader');
    expect(validateCheckout({ ...ready, attested: false })).toBe('Please confirm attestation');
  });

  it('asks for the EV Editor Policy only with a Master rank', () => {
    expect(validateCheckout({ ...ready, hasMasterRank: true })).toBe('Please confirm EV Editor Policy');
    expect(validateCheckout({ ...ready, hasMasterRank: true, evPolicyConfirmed: true })).toBeNull();
  });

  it('needs the typed name to equal the linked name after trimming', () => {
    expect(validateCheckout({ ...ready, typedUsername: '  Steve ' })).toBeNull();
    expect(validateCheckout({ ...ready, typedUsername: 'steve' })).toBe('Username confirmation required');
    expect(validateCheckout({ ...ready, typedUsername: '' })).toBe('Username confirmation required');
  });
});
