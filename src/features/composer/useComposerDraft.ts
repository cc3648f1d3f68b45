import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Status, StatusSource } from '../../api';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { useDraftsStore } from './draftsStore';
import { initialDraft } from './initialDraft';
import { draftKey, type ComposerMode, type DraftData } from './rules/draft';
import { offeredScopes } from './rules/scope';

/**
 * What the composer holds: a saved draft when there is one, else a fresh one from the target
 * and the user's defaults. Each change by the user saves the draft (document 2 §4).
 */
export function useComposerDraft(
  mode: ComposerMode,
  target: Status | null,
  source: StatusSource | null,
  initialText: string | undefined,
  /** A post taken back from the outbox: the form starts with it rather than the draft. */
  seed?: DraftData,
) {
  const viewer = useSessionStore((s) => s.user);
  const server = useServerFeatures();
  const subjectLineBehavior = usePreference('subjectLineBehavior');
  const postContentType = usePreference('postContentType');
  const postLanguage = usePreference('postLanguage');
  const key = draftKey(mode, target?.id);
  const saveDraft = useDraftsStore((s) => s.save);
  const removeDraft = useDraftsStore((s) => s.remove);
  const formats: readonly string[] = server.postFormats;

  const defaultScope = viewer?.default_scope;
  const sensitive = viewer?.default_sensitive === true;
  const defaults = useMemo(
    () => ({
      // A default this server cannot take (local-only elsewhere) falls back to public.
      visibility:
        defaultScope && offeredScopes(server.localOnly).includes(defaultScope)
          ? defaultScope
          : ('public' as const),
      contentType: formats.includes(postContentType)
        ? postContentType
        : (formats[0] ?? 'text/plain'),
      language: postLanguage,
      subjectLineBehavior,
      sensitive,
    }),
    [
      defaultScope,
      server.localOnly,
      formats,
      postContentType,
      postLanguage,
      subjectLineBehavior,
      sensitive,
    ],
  );
  const [start] = useState(() => {
    if (seed) return { data: seed, fresh: false };
    const saved = key && mode !== 'redraft' ? useDraftsStore.getState().drafts[key] : undefined;
    if (saved) return { data: saved.data, fresh: false };
    return {
      data: initialDraft(mode, target, source, viewer, defaults, initialText),
      fresh: mode === 'new',
    };
  });
  const [data, setData] = useState<DraftData>(start.data);
  // Whether the form holds a fresh post the user has not touched: only then does a default
  // changed in the settings reach it (the sidebar's form stays mounted while they change).
  const fresh = useRef(start.fresh);
  const shownDefaults = useRef(defaults);
  useEffect(() => {
    if (shownDefaults.current === defaults) return;
    shownDefaults.current = defaults;
    if (!fresh.current) return;
    setData((d) => ({
      ...d,
      visibility: defaults.visibility,
      contentType: defaults.contentType,
      language: defaults.language,
      nsfw: defaults.sensitive,
    }));
  }, [defaults]);
  const dirty = useRef(mode === 'redraft');

  // A layout effect runs in the commit right after the keystroke's render; a passive effect
  // waits for the next frame, so a tab closed or a page left within that frame lost the last
  // keystrokes (the draft listed without its last letter).
  useLayoutEffect(() => {
    if (key && dirty.current) saveDraft(key, data);
  }, [key, data, saveDraft]);

  /** A change by the user: saved as the draft. */
  const update = useCallback((change: (d: DraftData) => DraftData) => {
    dirty.current = true;
    fresh.current = false;
    setData(change);
  }, []);

  /** Posted: the draft goes; a new post clears the form but keeps visibility, type and language. */
  const posted = () => {
    if (key) removeDraft(key);
    dirty.current = false;
    fresh.current = mode === 'new';
    if (mode === 'new')
      setData((d) => ({
        ...initialDraft('new', null, null, viewer, defaults),
        visibility: d.visibility,
        contentType: d.contentType,
        language: d.language,
      }));
  };

  return { key, data, setData, update, posted };
}
