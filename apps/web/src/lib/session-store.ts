import { FIRST_PAGE } from '@tu360/domain';
import type { UserProfile } from '@tu360/domain/contracts';
import { useSyncExternalStore } from 'react';

/** Profile returned by GET /auth/connect/userinfo (the contract's). */
export type { UserProfile };

/** The store (project) the user works on. */
export interface SelectedSeller {
  id: string;
  name: string;
  role: string;
  logo: string | null;
  nit: string | null;
  status: string | null;
}

/** Builder or agency chosen by a platform admin in the side panel; `all` marks the special first entry. */
export interface SelectedConstructor {
  id: string | null;
  name: string;
  logo: string | null;
  nit: string | null;
  realState: boolean;
  all: boolean;
}

export interface PageSettings {
  pageNumber: number;
}

export interface SessionState {
  access_token: string | null;
  refresh_token: string | null;
  user: UserProfile | null;
  error: string | null;
  loading: boolean;
  sellerId: string | null;
  selectedSeller: SelectedSeller | null;
  selectedConstructor: SelectedConstructor | null;
  /** Signed in through the identity provider. */
  alternateSignIn: boolean;
  /** Epoch ms when the current access token was received. */
  tokenReceivedAt: number | null;
  /** Date of the previous visit, shown in the menu. */
  lastVisit: string | null;
  pageSettings: PageSettings;
}

export const STORAGE_KEY = 'state';

const initialState: SessionState = {
  access_token: null,
  refresh_token: null,
  user: null,
  error: null,
  loading: false,
  sellerId: null,
  selectedSeller: null,
  selectedConstructor: null,
  alternateSignIn: false,
  tokenReceivedAt: null,
  lastVisit: null,
  pageSettings: { pageNumber: FIRST_PAGE },
};

function restore(): SessionState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return initialState;
    // A page load never resumes a half-finished sign-in.
    return { ...initialState, ...(JSON.parse(raw) as Partial<SessionState>), loading: false };
  } catch {
    return initialState;
  }
}

let state: SessionState = restore();
const listeners = new Set<() => void>();

function persist() {
  try {
    // Signed out there is nothing to keep: logout and a 401 leave session storage without the key.
    if (!state.access_token && !state.user) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the session still works in memory.
  }
}

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState> | ((s: SessionState) => Partial<SessionState>)) {
  const next = typeof patch === 'function' ? patch(state) : patch;
  state = { ...state, ...next };
  persist();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads a slice of the session; the selector must return a value already in the state (or a primitive). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(subscribeSession, () => selector(state));
}

export function isSignedIn(s: SessionState): boolean {
  return !!s.user && !!s.access_token;
}

/** The transitions of spec section 4 (login start, success, error, logout). */
export const session = {
  loginStart() {
    setSession({ loading: true, error: null });
  },
  loginSuccess(patch: Partial<SessionState> & { user: UserProfile }) {
    setSession({ ...patch, loading: false, error: null });
  },
  loginError(message: string) {
    setSession({ ...initialState, loading: false, error: message });
  },
  tokensReceived(access_token: string, refresh_token: string | null) {
    setSession({ access_token, refresh_token, tokenReceivedAt: Date.now() });
  },
  selectSeller(seller: SelectedSeller | null) {
    setSession({
      selectedSeller: seller,
      sellerId: seller?.id ?? null,
      pageSettings: { pageNumber: FIRST_PAGE },
    });
  },
  selectConstructor(selection: SelectedConstructor | null) {
    setSession({ selectedConstructor: selection, pageSettings: { pageNumber: FIRST_PAGE } });
  },
  logout() {
    setSession({ ...initialState });
  },
};
