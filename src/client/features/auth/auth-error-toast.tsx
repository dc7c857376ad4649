import { useEffect } from 'react';
import { removeLocal } from '../../lib/local-storage';
import { useLocation, useNavigate } from '../../lib/router';
import { PENDING_CHECKOUT_KEY } from '../../lib/storage-keys';
import { toast } from '../../lib/toast';

/**
 * The sign-in callback returns with `auth_error` when Discord (or our check of its answer) failed.
 * Shows the spec's toast (the checkout variant when returning to a pending checkout) and removes
 * the parameter from the address.
 */
export function AuthErrorToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('auth_error')) return;
    params.delete('auth_error');
    if (params.get('checkout') === 'pending') {
      removeLocal(PENDING_CHECKOUT_KEY);
      params.delete('checkout');
      toast.error('Sign in failed', { description: 'There was an error signing in with Discord' });
    } else {
      toast.error('Sign in failed', { description: 'Failed to sign in with Discord. Please try again.' });
    }
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);
  return null;
}
