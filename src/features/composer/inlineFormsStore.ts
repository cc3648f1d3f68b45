import { useEffect } from 'react';
import { create } from 'zustand';

interface InlineFormsState {
  /** Reply and quote forms open under statuses right now. */
  open: number;
}

/** Counts the open inline forms, so the floating button can keep off their Post buttons. */
export const useInlineForms = create<InlineFormsState>(() => ({ open: 0 }));

/** Counts the calling inline form as open while it is mounted. */
export function useCountInlineForm(): void {
  useEffect(() => {
    useInlineForms.setState((s) => ({ open: s.open + 1 }));
    return () => useInlineForms.setState((s) => ({ open: s.open - 1 }));
  }, []);
}
