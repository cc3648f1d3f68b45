import { describe, expect, it } from 'vitest';
import { normaliseNodeinfo } from './nodeinfo';

describe('normaliseNodeinfo', () => {
  it('reads Akkoma metadata', () => {
    const nodeinfo = normaliseNodeinfo({
      software: { name: 'Akkoma', version: '3.9.3' },
      openRegistrations: true,
      metadata: {
        features: ['polls', 'editing'],
        localBubbleInstances: ['friend.example'],
        publicTimelineVisibility: { local: true, federated: false, bubble: true },
        federatedTimelineAvailable: false,
        suggestions: { enabled: true, web: 'https://sugg.example' },
        uploadLimits: { general: '16000000', avatar: 2000000 },
        pollLimits: { max_options: 20 },
        federation: { enabled: false },
        private: false,
      },
    });
    expect(nodeinfo).toMatchObject({
      software_name: 'akkoma',
      software_version: '3.9.3',
      openRegistrations: true,
      features: ['polls', 'editing'],
      localBubbleInstances: ['friend.example'],
      publicTimelineVisibility: { local: true, federated: false, bubble: true },
      federatedTimelineAvailable: false,
      suggestionsEnabled: true,
      suggestionsWeb: 'https://sugg.example',
      uploadLimits: { general: 16000000, avatar: 2000000, background: null, banner: null },
      pollLimits: { max_options: 20 },
      federating: false,
    });
  });
  it('hides public timelines by default on a private instance', () => {
    expect(normaliseNodeinfo({ metadata: { private: true } }).publicTimelineVisibility).toEqual({
      local: false,
      federated: false,
      bubble: false,
    });
  });
  it('defaults everything for junk', () => {
    expect(normaliseNodeinfo(null as never)).toMatchObject({
      software_name: '',
      features: [],
      federating: true,
      private: false,
      fieldsLimits: null,
    });
  });
});
