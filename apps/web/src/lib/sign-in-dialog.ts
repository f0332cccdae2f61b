import { createStore } from './store';

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

const store = createStore<SignInDialogState>({ open: false, mode: 'login', session: 0 });

export function openSignIn(mode: AuthMode = 'login', reason?: string) {
  store.set({ open: true, mode, reason, session: store.get().session + 1 });
}

export function closeSignIn() {
  const state = store.get();
  if (state.open) store.set({ ...state, open: false });
}

export const useSignInDialog = store.use;
