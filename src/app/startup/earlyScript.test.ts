import { describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_GLOBAL } from '../../api/early/earlyAnswers';
import { FALLBACK_THEME, PREFERENCES_KEY, SESSION_KEY } from '../../api/early/landingPlan';
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY } from '../../core/preferences/preferences';
import { SESSION_STORAGE_KEY } from '../../core/session/sessionKey';
import { DEFAULT_THEME } from '../../features/theme/applyTheme';
import { readFileSync } from 'node:fs';

// The early script (src/api/early/landing.ts) runs before any store exists and imports none of
// them: what it reads must stay what the stores write (issue 28).
describe('the early script and the stores agree', () => {
  it('on storage keys, the default theme and the defaults it assumes', () => {
    expect(SESSION_KEY).toBe(SESSION_STORAGE_KEY);
    expect(PREFERENCES_KEY).toBe(PREFERENCES_STORAGE_KEY);
    expect(FALLBACK_THEME).toBe(DEFAULT_THEME);
    expect(DEFAULT_PREFERENCES.hideFilteredStatuses).toBe(false);
    expect(DEFAULT_PREFERENCES.replyVisibility).toBe('all');
    expect(DEFAULT_PREFERENCES.resumeReadingPosition).toBe(true);
  });

  it('on the name it leaves its answers under', () => {
    const source = readFileSync('src/api/early/landing.ts', 'utf8');
    expect(source).toContain(`const GLOBAL = '${EARLY_ANSWERS_GLOBAL}';`);
  });
});
