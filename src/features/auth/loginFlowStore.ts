import { create } from 'zustand';
import {
  INITIAL_LOGIN_FLOW,
  loginFlowReducer,
  type LoginFlowEvent,
  type LoginFlowState,
} from './loginFlow';
import type { LoginMessage } from './loginMessages';

interface LoginFlowStore extends LoginFlowState {
  pending: boolean;
  error: LoginMessage | null;
  dispatch: (event: LoginFlowEvent) => void;
  setPending: (pending: boolean) => void;
  setError: (error: LoginMessage | null) => void;
}

/** One flow for the whole app, so the sidebar form and the /login screen agree on the step. */
export const useLoginFlowStore = create<LoginFlowStore>((set) => ({
  ...INITIAL_LOGIN_FLOW,
  pending: false,
  error: null,
  dispatch: (event) =>
    set((s) => ({
      ...loginFlowReducer({ step: s.step, mfaToken: s.mfaToken }, event),
      error: null,
    })),
  setPending: (pending) => set({ pending }),
  setError: (error) => set({ error }),
}));
