import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseFederationPolicy } from './federation';

const fixtures = resolve(__dirname, '../../../shared/fixtures');
const json = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(fixtures, path), 'utf8')) as Record<string, unknown>;

describe('normaliseFederationPolicy', () => {
  it('reads a real Pleroma instance policy', () => {
    const instance = json('soapbox-fixtures/pleroma-instance.json') as {
      pleroma: { metadata: { federation: unknown } };
    };
    const policy = normaliseFederationPolicy(instance.pleroma.metadata.federation);
    expect(policy.mrf_policies).toContain('SimplePolicy');
    expect(policy.reject).toEqual([{ instance: 'solagg.com', reason: null }]);
    expect(policy.media_removal.map((e) => e.instance)).toContain('pawoo.net');
    expect(policy.quarantine).toEqual([]);
  });

  it('reads a real Akkoma nodeinfo policy', () => {
    const nodeinfo = json('nodeinfo/akkoma-docs-nodeinfo-2.0.json') as {
      metadata: { federation: unknown };
    };
    const policy = normaliseFederationPolicy(nodeinfo.metadata.federation);
    expect(policy.mrf_policies).toEqual(['ObjectAgePolicy', 'TagPolicy', 'HashtagPolicy']);
    expect(policy.keyword.replace).toEqual([]);
  });

  it('pairs instances with reasons and keyword replacements with their patterns', () => {
    const policy = normaliseFederationPolicy({
      mrf_simple: { reject: ['a.example', 'b.example'] },
      mrf_simple_info: {
        reject: { 'a.example': { reason: 'spam' }, 'b.example': { reason: ' ' } },
      },
      quarantined_instances: ['q.example'],
      quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'leaks' } } },
      mrf_keyword: {
        reject: ['x'],
        replace: [{ pattern: 'teh', replacement: 'the' }, { nope: 1 }],
      },
    });
    expect(policy.reject).toEqual([
      { instance: 'a.example', reason: 'spam' },
      { instance: 'b.example', reason: null },
    ]);
    expect(policy.quarantine).toEqual([{ instance: 'q.example', reason: 'leaks' }]);
    expect(policy.keyword).toEqual({
      federated_timeline_removal: [],
      reject: ['x'],
      replace: [{ pattern: 'teh', replacement: 'the' }],
    });
  });

  it('never throws on junk', () => {
    expect(normaliseFederationPolicy(null).reject).toEqual([]);
    expect(
      normaliseFederationPolicy({ mrf_simple: 'x', mrf_keyword: { replace: 'y' } }).keyword.replace,
    ).toEqual([]);
  });
});
