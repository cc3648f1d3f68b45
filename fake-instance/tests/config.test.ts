import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig, parseArgs, visitorsMayRead } from '../config.js';

describe('config', () => {
  it('has Akkoma-like defaults', () => {
    const config = defaultConfig();
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:8787');
    expect(config.registrations).toBe('open');
    expect(config.captcha).toBe('none');
    expect(config.control).toBe(false);
    expect(config.dist).toBe('dist');
    expect(config.bubbleInstances).toEqual(['lichen.example']);
  });

  it('reads every flag', () => {
    const { config } = parseArgs(
      [
        '--port',
        '9001',
        '--host',
        '0.0.0.0',
        '--private',
        '--registrations',
        'approval',
        '--bubble',
        'a.example, b.example',
        '--restrict',
        'local,bubble',
        '--mailer',
        '--captcha',
        'kocaptcha',
        '--control',
        '--dist',
        'build',
        '--title',
        'Test',
      ],
      {},
    );
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      publicUrl: 'http://0.0.0.0:9001',
      privateMode: true,
      registrations: 'approval',
      bubbleInstances: ['a.example', 'b.example'],
      restrictedTimelines: ['local', 'bubble'],
      mailer: true,
      captcha: 'kocaptcha',
      control: true,
      dist: 'build',
      title: 'Test',
    });
  });

  it('takes PORT from the environment, an empty --bubble for none, and --public-url', () => {
    const { config } = parseArgs(['--bubble', '', '--public-url', 'https://demo.example/'], {
      PORT: '7000',
    });
    expect(config.port).toBe(7000);
    expect(config.bubbleInstances).toEqual([]);
    expect(config.publicUrl).toBe('https://demo.example');
  });

  it('reads a JSON config file, with later flags winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'petrel-config-'));
    const file = join(dir, 'instance.json');
    writeFileSync(
      file,
      JSON.stringify({
        port: 9100,
        privateMode: true,
        registrations: 'closed',
        restrictedTimelines: ['federated'],
        control: true,
      }),
    );
    const { config } = parseArgs(['--config', file, '--registrations', 'open'], {});
    expect(config).toMatchObject({
      port: 9100,
      privateMode: true,
      registrations: 'open',
      restrictedTimelines: ['federated'],
      control: true,
      publicUrl: 'http://127.0.0.1:9100',
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects bad values and unknown flags', () => {
    expect(() => parseArgs(['--registrations', 'sometimes'], {})).toThrow(/registrations/);
    expect(() => parseArgs(['--restrict', 'home'], {})).toThrow(/restrict/);
    expect(() => parseArgs(['--frobnicate'], {})).toThrow(/unknown option/);
    expect(() => parseArgs(['--port'], {})).toThrow(/needs a value/);
  });

  it('visitors may read a timeline unless the instance is private or restricts it', () => {
    expect(visitorsMayRead(defaultConfig(), 'federated')).toBe(true);
    expect(visitorsMayRead(defaultConfig({ privateMode: true }), 'local')).toBe(false);
    expect(visitorsMayRead(defaultConfig({ restrictedTimelines: ['bubble'] }), 'bubble')).toBe(
      false,
    );
    expect(visitorsMayRead(defaultConfig({ restrictedTimelines: ['bubble'] }), 'local')).toBe(true);
  });
});
