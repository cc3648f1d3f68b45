import { describe, expect, it, vi } from 'vitest';
import { normaliseInstance, normaliseUser } from '../../api';
import { useInstanceStore } from '../instance/instanceStore';
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

  it('waits for the instance before the effects that need an extension, then skips them', async () => {
    useInstanceStore.setState({ settings: null });
    const user = normaliseUser({ id: '1', acct: 'june', username: 'june', locked: false });
    const streaming = vi.fn();
    const profiles = vi.fn();
    const announcements = vi.fn();
    const offs = [
      onLogin('streaming', streaming),
      onLogin('settingsProfiles', profiles),
      onLogin('announcements', announcements),
    ];
    const running = runLoginEffects(user);
    await Promise.resolve();
    // The plain effects do not wait for the instance.
    expect(streaming).toHaveBeenCalledWith(user);
    expect(profiles).not.toHaveBeenCalled();
    useInstanceStore.setState({
      settings: normaliseInstance({ version: '4.2.0' }, { software: { name: 'mastodon' } }),
    });
    await running;
    expect(profiles).not.toHaveBeenCalled();
    expect(announcements).toHaveBeenCalledWith(user);
    offs.forEach((off) => off());
    useInstanceStore.setState({ settings: null });
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
