/**
 * Who blocks, mutes, subscribes to, asked to follow or wrote a note about whom. Kept beside
 * the follow graph in the store and cleared with it on reset.
 */

/** Pleroma's report states (admin API: open, closed, resolved). */
export type ReportState = 'open' | 'closed' | 'resolved';

export interface ReportNoteRecord {
  id: string;
  authorId: string;
  content: string;
  createdAt: number;
}

export interface ReportRecord {
  id: string;
  reporterId: string;
  targetId: string;
  statusIds: string[];
  comment: string;
  forward: boolean;
  createdAt: number;
  state: ReportState;
  /** Staff notes on the report, oldest first. */
  notes: ReportNoteRecord[];
}

type Edges = Map<string, Set<string>>;

function add(edges: Edges, from: string, to: string): void {
  const set = edges.get(from) ?? new Set<string>();
  set.add(to);
  edges.set(from, set);
}

export class Relations {
  /** requester id -> ids of locked accounts asked */
  readonly requests: Edges = new Map();
  readonly blocks: Edges = new Map();
  readonly mutes: Edges = new Map();
  readonly subscriptions: Edges = new Map();
  /** follower id -> followed ids whose repeats the follower hides */
  readonly hiddenReblogs: Edges = new Map();
  /** viewer id -> blocked domain -> the block's own id, which Mastodon pages the list by */
  readonly domainBlocks = new Map<string, Map<string, string>>();
  private domainBlockSequence = 0;
  /** `${viewer}:${target}` -> note */
  readonly notes = new Map<string, string>();
  readonly reports: ReportRecord[] = [];

  clear(): void {
    for (const map of [
      this.requests,
      this.blocks,
      this.mutes,
      this.subscriptions,
      this.hiddenReblogs,
      this.domainBlocks,
      this.notes,
    ])
      map.clear();
    this.reports.length = 0;
  }

  /** Blocks a domain for a viewer or lifts the block; a new block gets a newer id. */
  setDomainBlocked(viewer: string, domain: string, on: boolean): void {
    const blocks = this.domainBlocks.get(viewer) ?? new Map<string, string>();
    if (!on) blocks.delete(domain);
    else if (!blocks.has(domain)) {
      this.domainBlockSequence += 1;
      blocks.set(domain, String(this.domainBlockSequence).padStart(12, '0'));
    }
    this.domainBlocks.set(viewer, blocks);
  }

  has(edges: Edges, from: string, to: string): boolean {
    return edges.get(from)?.has(to) ?? false;
  }

  set(edges: Edges, from: string, to: string, on: boolean): void {
    if (on) add(edges, from, to);
    else edges.get(from)?.delete(to);
  }

  noteOf(viewerId: string, targetId: string): string {
    return this.notes.get(`${viewerId}:${targetId}`) ?? '';
  }

  setNote(viewerId: string, targetId: string, note: string): void {
    if (note === '') this.notes.delete(`${viewerId}:${targetId}`);
    else this.notes.set(`${viewerId}:${targetId}`, note);
  }

  requestersOf(targetId: string): string[] {
    const out: string[] = [];
    for (const [from, set] of this.requests) if (set.has(targetId)) out.push(from);
    return out;
  }
}
