import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { failureMessage, fieldErrorsOf, reportFailure } from './api-errors';

const refusal = new ApiError(400, 'invalid', 'Check the form.', { email: ['Email is required.', 'x'] });
const outage = new ApiError(503, 'database_unavailable', 'Try again shortly.');
const offline = new ApiError(0, 'network', 'Could not reach the server.');
const fallback = { description: 'Failed to submit.' };

afterEach(() => vi.restoreAllMocks());

describe('failureMessage', () => {
  it("shows the server's words for refusals and the caller's text otherwise", () => {
    expect(failureMessage(refusal, fallback)).toBe('Check the form.');
    expect(failureMessage(outage, fallback)).toBe('Failed to submit.');
    expect(failureMessage(new Error('bug'), fallback)).toBe('Failed to submit.');
  });

  it('shows any API message, or none, when asked', () => {
    expect(failureMessage(offline, { ...fallback, serverMessage: 'any' })).toBe(
      'Could not reach the server.',
    );
    expect(failureMessage(new Error('bug'), { ...fallback, serverMessage: 'any' })).toBe('Failed to submit.');
    expect(failureMessage(refusal, { ...fallback, serverMessage: 'none' })).toBe('Failed to submit.');
  });

  it("says the fields' reasons instead of the summary when asked and the server named any", () => {
    const plan = new ApiError(400, 'invalid_item', 'Some items in your cart are no longer available.', {
      'cartItems.0.quantity': ['A rank plan can only be bought once'],
      'cartItems.2.quantity': ['A rank plan can only be bought once'],
      'cartItems.1.price_id': ['This item is no longer on sale.'],
    });
    const asked = { ...fallback, fieldMessages: true };
    expect(failureMessage(plan, asked)).toBe(
      'A rank plan can only be bought once. This item is no longer on sale.',
    );
    expect(failureMessage(plan, fallback)).toBe('Some items in your cart are no longer available.');
    expect(failureMessage(outage, asked)).toBe('Failed to submit.');
    expect(failureMessage(new ApiError(409, 'taken', 'Already taken.'), asked)).toBe('Already taken.');
  });
});

describe('reportFailure', () => {
  it("hands the first message per field to the form and logs only what the user can't read", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFieldErrors = vi.fn();
    reportFailure(refusal, { title: 'Submission failed', ...fallback, onFieldErrors });
    expect(onFieldErrors).toHaveBeenCalledWith({ email: 'Email is required.' });
    expect(log).not.toHaveBeenCalled();
    reportFailure(outage, { title: 'Submission failed', ...fallback, onFieldErrors });
    expect(onFieldErrors).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads no fields from other errors', () => {
    expect(fieldErrorsOf(new Error('bug'))).toEqual({});
    expect(fieldErrorsOf(outage)).toEqual({});
  });
});
