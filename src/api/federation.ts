import type { ApiClient } from './http';
import { fetchNodeinfoDocument, type NodeinfoOptions } from './instance';
import { isRecord } from './normalise/read';

/** One instance under a policy, with the reason the admins gave (null: none given). */
export interface PolicyEntry {
  instance: string;
  reason: string | null;
}

/** The federation policy an instance publishes (document 1 §3, Federation policy). */
export interface FederationPolicy {
  mrf_policies: string[];
  accept: PolicyEntry[];
  reject: PolicyEntry[];
  quarantine: PolicyEntry[];
  federated_timeline_removal: PolicyEntry[];
  media_nsfw: PolicyEntry[];
  media_removal: PolicyEntry[];
  keyword: {
    federated_timeline_removal: string[];
    reject: string[];
    replace: { pattern: string; replacement: string }[];
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

function entries(list: unknown, info: unknown): PolicyEntry[] {
  const reasons = record(info);
  return strings(list).map((instance) => {
    const reason = record(reasons[instance])['reason'];
    return { instance, reason: typeof reason === 'string' && reason.trim() !== '' ? reason : null };
  });
}

/** Reads `metadata.federation` (nodeinfo) or `pleroma.metadata.federation` (instance); never throws. */
export function normaliseFederationPolicy(raw: unknown): FederationPolicy {
  const federation = record(raw);
  const simple = record(federation['mrf_simple']);
  const info = record(federation['mrf_simple_info']);
  const keyword = record(federation['mrf_keyword']);
  const quarantineInfo = record(federation['quarantined_instances_info']);
  return {
    mrf_policies: strings(federation['mrf_policies']),
    accept: entries(simple['accept'], info['accept']),
    reject: entries(simple['reject'], info['reject']),
    quarantine: entries(
      federation['quarantined_instances'],
      quarantineInfo['quarantined_instances'],
    ),
    federated_timeline_removal: entries(
      simple['federated_timeline_removal'],
      info['federated_timeline_removal'],
    ),
    media_nsfw: entries(simple['media_nsfw'], info['media_nsfw']),
    media_removal: entries(simple['media_removal'], info['media_removal']),
    keyword: {
      federated_timeline_removal: strings(keyword['federated_timeline_removal']),
      reject: strings(keyword['reject']),
      replace: (Array.isArray(keyword['replace']) ? keyword['replace'] : [])
        .filter(isRecord)
        .flatMap((r) =>
          typeof r['pattern'] === 'string'
            ? [
                {
                  pattern: r['pattern'],
                  replacement: typeof r['replacement'] === 'string' ? r['replacement'] : '',
                },
              ]
            : [],
        ),
    },
  };
}

/** The policy from nodeinfo, where Akkoma and Pleroma publish it. */
export async function fetchFederationPolicy(
  client: ApiClient,
  options: NodeinfoOptions = {},
): Promise<FederationPolicy> {
  const nodeinfo = record((await fetchNodeinfoDocument(client, options)).wire);
  return normaliseFederationPolicy(record(nodeinfo['metadata'])['federation']);
}
