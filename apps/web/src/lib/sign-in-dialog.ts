import { createStore } from './store';

/**
 * Opens the sign-in dialog from anywhere (navbar, profile, the cart's sign-in check) without those
 * places importing the auth feature: they call openSignIn() or signInThen(); the auth feature's dialog
 * host listens, and says signedIn() when the user got in through it.
 */
export type AuthMode = 'login' | 'register';
export interface SignInDialogState {
  open: boolean;
  mode: AuthMode;
  /** Why sign-in is needed, as an i18n key (e.g. adding to the cart); the dialog says it. */
  reason?: string;
  /** The sign-in title that says why (an i18n key, e.g. 'Sign in to add to your cart'). */
  title?: string;
  /** Bumped on every open, so a re-open starts the dialog fresh. */
  session: number;
}

const store = createStore<SignInDialogState>({ open: false, mode: 'login', session: 0 });

/**
 * What the user was doing when sign-in got in the way (adding to the cart, reserving a time slot),
 * finished once they are signed in. Only one, for the dialog session that asked for it: a new opening
 * or a dismissal drops it. It lives in memory only: signing in never reloads the page.
 */
let pending: { session: number; action: () => void } | null = null;

export function openSignIn(mode: AuthMode = 'login', reason?: string, title?: string) {
  pending = null;
  store.set({ open: true, mode, reason, title, session: store.get().session + 1 });
}

/**
 * Asks the user to sign in, then runs `action` once they have (by password, registration or an
 * emailed code). Closing the dialog without signing in drops it. Returns a cancel for callers that go
 * away meanwhile (it does nothing once the action has run or been dropped).
 */
export function signInThen(
  action: () => void,
  { mode = 'login', reason, title }: { mode?: AuthMode; reason?: string; title?: string } = {},
): () => void {
  openSignIn(mode, reason, title);
  const mine = { session: store.get().session, action };
  pending = mine;
  return () => {
    if (pending === mine) pending = null;
  };
}

/** The user closed the dialog (or something closed it for them): whatever was waiting is dropped. */
export function closeSignIn() {
  pending = null;
  const state = store.get();
  if (state.open) store.set({ ...state, open: false });
}

/**
 * The user is signed in now (the session cache already holds them): close the dialog and finish what
 * they started, once.
 */
export function signedIn() {
  const state = store.get();
  const waiting = pending?.session === state.session ? pending : null;
  pending = null;
  if (state.open) store.set({ ...state, open: false });
  waiting?.action();
}

export const useSignInDialog = store.use;
