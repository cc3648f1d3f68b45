import { describe, expect, it, vi } from 'vitest';
import { normaliseUser } from '../../api';
import {
  loginEffectsFor,
  onLogin,
  onLogout,
  runLoginEffects,
  runLogoutEffects,
} from './loginEffects';

describe('login effects', () => {
  it('polls reports for staff and fetches follow requests for locked accounts', () => {
    expect(loginEffectsFor({ role: 'member', locked: false })).not.toContain('reportsPolling');
    expect(loginEffectsFor({ role: 'moderator', locked: false })).toContain('reportsPolling');
    expect(loginEffectsFor({ role: 'admin', locked: false })).toContain('reportsPolling');
    expect(loginEffectsFor({ role: 'member', locked: true })).toContain('followRequests');
    expect(loginEffectsFor({ role: 'member', locked: false })).toContain('streaming');
  });

  it('skips the effects whose server extension is missing', () => {
    const plain = {
      translation: false,
      settingsProfiles: false,
      announcements: false,
      adminApi: false,
    };
    const names = loginEffectsFor({ role: 'admin', locked: false }, plain);
    expect(names).not.toContain('reportsPolling');
    expect(names).not.toContain('settingsProfiles');
    expect(names).not.toContain('translationLanguages');
    expect(names).not.toContain('announcements');
    expect(names).toContain('streaming');
    const akkoma = { ...plain, settingsProfiles: true, adminApi: true };
    expect(loginEffectsFor({ role: 'admin', locked: false }, akkoma)).toEqual(
      expect.arrayContaining(['reportsPolling', 'settingsProfiles']),
    );
  });

  it('runs the filled slots that apply, and survives a failing one', async () => {
    const user = normaliseUser({ id: '1', acct: 'june', username: 'june', locked: false });
    const streaming = vi.fn();
    const followRequests = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offs = [
      onLogin('streaming', streaming),
      onLogin('followRequests', followRequests),
      onLogin('mutes', () => {
        throw new Error('boom');
      }),
    ];
    await runLoginEffects(user);
    expect(streaming).toHaveBeenCalledWith(user);
    expect(followRequests).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    offs.forEach((off) => off());
    warn.mockRestore();
  });

  it('runs every logout slot', async () => {
    const socket = vi.fn();
    const off = onLogout('socket', socket);
    await runLogoutEffects();
    expect(socket).toHaveBeenCalledTimes(1);
    off();
    await runLogoutEffects();
    expect(socket).toHaveBeenCalledTimes(1);
  });
});
