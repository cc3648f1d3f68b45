import type { InstanceConfig } from './config.js';
import { acctOf } from './render/context.js';
import { formatPlain } from './seed/html.js';
import { bookFor, renderNotification, wireKind, STATUS_KINDS } from './notifications.js';
import type { StatusRecord, Store, Visibility } from './store.js';
import type { StreamHub } from './streaming.js';
import { newStatusRecord } from './statusRecord.js';

/**
 * Test-only injection of live activity (control API): new statuses at a chosen rate, edits,
 * deletions and notifications. Each change goes into the store first, then out on the
 * streams, so a client that misses the stream finds it with `since_id` afterwards.
 */

export interface NewStatusOptions {
  /** Author's username (local) or username@domain. */
  account: string;
  /** `{n}` becomes the 1-based sequence number, zero-padded to 5 digits. */
  text: string;
  visibility: Visibility;
  spoilerText?: string;
  inReplyToId?: string | null;
  /** Usernames addressed (needed for direct posts). */
  mentions?: string[];
}

export interface InjectionJob {
  id: number;
  total: number;
  sent: number;
  ratePerSecond: number;
  ids: string[];
  done: boolean;
}

export class StreamInjector {
  private nextJob = 1;
  readonly jobs = new Map<number, InjectionJob>();
  private timers = new Set<ReturnType<typeof setInterval>>();

  constructor(
    private readonly store: Store,
    private readonly hub: StreamHub,
    private readonly config: InstanceConfig,
  ) {}

  /** Makes one status, stores it and streams it. */
  createStatus(options: NewStatusOptions, n: number): StatusRecord {
    const store = this.store;
    const author = store.accountByAcct(options.account);
    if (!author) throw new Error(`unknown account ${options.account}`);
    const text = options.text.replace('{n}', String(n).padStart(5, '0'));
    const formatted = formatPlain(
      text,
      this.config.publicUrl,
      (acct) => {
        const found = store.accountByAcct(acct);
        return found
          ? {
              id: found.id,
              acct: acctOf(found),
              username: found.username,
              url: `${this.config.publicUrl}/users/${found.id}`,
            }
          : undefined;
      },
      (code) => store.emoji.has(code),
    );
    const mentionIds = [
      ...formatted.mentions,
      ...(options.mentions ?? [])
        .map((name) => store.accountByAcct(name)?.id)
        .filter((id): id is string => !!id),
    ];
    const id = store.ids.next();
    const parent = options.inReplyToId ? store.statuses.get(options.inReplyToId) : undefined;
    const status = newStatusRecord({
      id,
      accountId: author.id,
      createdAt: Date.now(),
      visibility: options.visibility,
      content: formatted.html,
      source: text,
      spoilerText: options.spoilerText ?? '',
      inReplyToId: parent?.id ?? null,
      conversationId: parent?.conversationId ?? id,
      mentionIds: [...new Set(mentionIds)],
      tags: formatted.tags.map((t) => t.toLowerCase()),
      emojis: formatted.emojis,
      application: { name: 'Petrel tests', website: null },
    });
    store.addStatus(status);
    this.hub.publishStatus('update', status);
    return status;
  }

  /** Starts a job that makes `total` statuses at `ratePerSecond`; returns at once. */
  start(options: NewStatusOptions, total: number, ratePerSecond: number): InjectionJob {
    const job: InjectionJob = {
      id: this.nextJob++,
      total,
      sent: 0,
      ratePerSecond,
      ids: [],
      done: false,
    };
    this.jobs.set(job.id, job);
    const startedAt = Date.now();
    // 1000 a second or more means "all at once": the call returns with every id.
    if (ratePerSecond >= 1000) {
      for (let n = 1; n <= total; n++) job.ids.push(this.createStatus(options, n).id);
      job.sent = total;
      job.done = true;
      return job;
    }
    const tick = () => {
      // Catch up to where the rate says we should be, so timer jitter does not slow the job.
      const due = Math.min(
        total,
        Math.floor(((Date.now() - startedAt) / 1000) * ratePerSecond) + 1,
      );
      while (job.sent < due) {
        job.sent += 1;
        job.ids.push(this.createStatus(options, job.sent).id);
      }
      if (job.sent >= total) {
        job.done = true;
        clearInterval(timer);
        this.timers.delete(timer);
      }
    };
    const timer = setInterval(tick, Math.max(5, Math.min(100, Math.floor(1000 / ratePerSecond))));
    this.timers.add(timer);
    tick();
    return job;
  }

  edit(id: string, text: string): StatusRecord | undefined {
    const status = this.store.statuses.get(id);
    if (!status) return undefined;
    const formatted = formatPlain(
      text,
      this.config.publicUrl,
      () => undefined,
      () => false,
    );
    status.content = formatted.html;
    status.source = text;
    status.editedAt = Date.now();
    this.hub.publishStatus('status.update', status);
    return status;
  }

  remove(id: string): boolean {
    const removed = this.store.removeStatus(id);
    if (removed) this.hub.publishDelete(id);
    return removed !== undefined;
  }

  /**
   * A notification for `to` from `from`, about a status when the type needs one (one is
   * written for the types that need it when none is given). Stored, so paging and polling
   * find it too. `type` takes Mastodon's names (favourite, reblog) or the spec's (like, repeat).
   */
  notify(
    to: string,
    from: string,
    type: string,
    statusId?: string,
    extra: { emoji?: string; target?: string } = {},
  ): Record<string, unknown> | undefined {
    const target = this.store.accountByAcct(to);
    const actor = this.store.accountByAcct(from);
    if (!target || !actor) return undefined;
    const ctx = { config: this.config, store: this.store, viewer: target };
    const kind = wireKind(type);
    const book = bookFor(this.store);
    let status = statusId ? this.store.statuses.get(statusId) : undefined;
    if (!status && STATUS_KINDS.includes(kind)) {
      status =
        kind === 'mention'
          ? this.createStatus(
              { account: from, text: `@${to} Injected mention`, visibility: 'public' },
              1,
            )
          : this.store.newestFirst().find((s) => s.accountId === target.id && !s.reblogOfId);
    }
    const record =
      kind === 'follow_request'
        ? book.addRequest(target.id, actor.id, Date.now())
        : book.add({
            accountId: target.id,
            fromId: actor.id,
            type: kind,
            createdAt: Date.now(),
            statusId: status?.id ?? null,
            targetId:
              kind === 'move'
                ? (this.store.accountByAcct(extra.target ?? '')?.id ??
                  [...this.store.accounts.values()].find((a) => a.domain !== null)?.id ??
                  null)
                : null,
            emoji: kind === 'pleroma:emoji_reaction' ? (extra.emoji ?? '🎉') : null,
          });
    const notification = renderNotification(ctx, record);
    if (notification) this.hub.publishNotification(target.id, notification);
    return notification ?? undefined;
  }

  stopAll(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    for (const job of this.jobs.values()) job.done = true;
  }
}
