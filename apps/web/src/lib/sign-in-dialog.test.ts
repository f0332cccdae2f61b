import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignIn, openSignIn, signedIn, signInThen } from './sign-in-dialog';

afterEach(() => closeSignIn());

describe('signInThen', () => {
  it('runs the action once the user has signed in, and only once', () => {
    const action = vi.fn();
    signInThen(action, { reason: 'cart.loginRequired' });
    expect(action).not.toHaveBeenCalled();
    signedIn();
    expect(action).toHaveBeenCalledOnce();
    signedIn();
    expect(action).toHaveBeenCalledOnce();
  });

  it('a dismissed dialog drops the action', () => {
    const action = vi.fn();
    signInThen(action);
    closeSignIn();
    signedIn();
    expect(action).not.toHaveBeenCalled();
  });

  it('a newer opening replaces it: only the latest request runs', () => {
    const first = vi.fn();
    const second = vi.fn();
    signInThen(first);
    signInThen(second);
    signedIn();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();

    const third = vi.fn();
    signInThen(third);
    openSignIn('login');
    signedIn();
    expect(third).not.toHaveBeenCalled();
  });

  it('the caller can cancel it, but not a later one', () => {
    const action = vi.fn();
    const cancel = signInThen(action);
    cancel();
    signedIn();
    expect(action).not.toHaveBeenCalled();

    const stale = signInThen(vi.fn());
    const later = vi.fn();
    signInThen(later);
    stale();
    signedIn();
    expect(later).toHaveBeenCalledOnce();
  });
});
