import { useSyncExternalStore } from 'react';

/**
 * Opens the sign-in dialog from anywhere (navbar, profile, the cart's sign-in check) without those
 * places importing the auth feature: they call openSignIn(); the auth feature's dialog host listens.
 */
export type AuthMode = 'login' | 'register';
export interface SignInDialogState {
  open: boolean;
  mode: AuthMode;
  /** Why sign-in is needed, as an i18n key (e.g. adding to the cart); the dialog says it. */
  reason?: string;
  /** Bumped on every open, so a re-open starts the dialog fresh. */
  session: number;
}

let state: SignInDialogState = { open: false, mode: 'login', session: 0 };
const listeners = new Set<() => void>();
function emit(next: SignInDialogState) {
  state = next;
  for (const l of listeners) l();
}

export function openSignIn(mode: AuthMode = 'login', reason?: string) {
  emit({ open: true, mode, reason, session: state.session + 1 });
}

export function closeSignIn() {
  if (state.open) emit({ ...state, open: false });
}

export function useSignInDialog(): SignInDialogState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
  );
}
