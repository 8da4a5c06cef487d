/** A Stripe publishable key (never a secret key: those must not reach the browser). */
export const publishableKeyValid = (key: string | null): key is string =>
  key !== null && /^pk_(test|live)_[A-Za-z0-9_]+$/.test(key);
