export interface SubmitState {
  posting: boolean;
  /** Over the text limit, an invalid poll, uploads still running. */
  disabled: boolean;
  pickerOpen: boolean;
}

/** Document 2 §5: a submission is ignored while posting, while disabled, or with the picker open. */
export function submitIgnored(state: SubmitState): boolean {
  return state.posting || state.disabled || state.pickerOpen;
}

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** An IME is composing text: Enter confirms the composition, not the post. */
  isComposing: boolean;
}

/** Ctrl or Meta+Enter posts; plain Enter posts when submit-on-enter is on (Shift+Enter stays a newline). */
export function isSubmitKey(e: KeyInput, submitOnEnter: boolean): boolean {
  if (e.key !== 'Enter' || e.isComposing) return false;
  if (e.ctrlKey || e.metaKey) return true;
  return submitOnEnter && !e.shiftKey && !e.altKey;
}

/** Document 2 §5: a post needs text or files. */
export function isEmptyPost(text: string, fileCount: number): boolean {
  return text.trim() === '' && fileCount === 0;
}
