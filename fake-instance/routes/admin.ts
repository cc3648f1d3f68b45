import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail } from '../auth.js';
import { renderAccount } from '../render/account.js';
import { absolute, acctOf, isoTime, type RenderContext } from '../render/context.js';
import { renderStatus } from '../render/status.js';
import type { ReportRecord, ReportState } from '../relations.js';
import type { AccountRecord, StatusRecord } from '../store.js';
import type { StreamingShared } from './streaming.js';

const ADMIN = '/api/v1/pleroma/admin';
const STATES: readonly ReportState[] = ['open', 'closed', 'resolved'];
/** Akkoma's defaults for the reports list. */
const DEFAULT_PAGE_SIZE = 50;

/** Akkoma's 403 texts: a privilege the account lacks, and the admin-only calls. */
export const ADMIN_ERRORS = {
  notPrivileged: "User isn't privileged.",
  notAdmin: 'User is not an admin.',
};

type Role = 'staff' | 'admin';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

function positive(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Akkoma's admin view of a user (AdminAPI.AccountView), as the activation calls answer. */
function renderAdminUser(ctx: RenderContext, account: AccountRecord) {
  return {
    id: account.id,
    nickname: acctOf(account),
    display_name: account.displayName,
    avatar: absolute(ctx, account.avatar),
    url: account.domain
      ? `https://${account.domain}/users/${account.username}`
      : `${ctx.config.publicUrl}/users/${account.username}`,
    deactivated: account.deactivated,
    is_active: !account.deactivated,
    is_approved: true,
    is_confirmed: true,
    local: account.domain === null,
    roles: { admin: account.isAdmin, moderator: account.isModerator },
    tags: account.tags,
    actor_type: account.bot ? 'Service' : 'Person',
    registration_reason: null,
    email: account.email ?? null,
  };
}

/**
 * Pleroma's admin API (document 3 §7, Admin): reports with notes and states, user tags,
 * permission groups, activation and deletion. As on Akkoma with its default privileges,
 * moderators may manage reports; everything about users is for admins; anyone else gets 403.
 */
export const adminRoutes: FastifyPluginAsync<StreamingShared> = async (app, shared) => {
  const { store } = shared;
  const rel = store.relations;

  /** The caller when allowed; otherwise answers 403 and returns undefined. */
  const allowed = (request: FastifyRequest, reply: FastifyReply, role: Role) => {
    const ctx = contextFor(request, shared);
    const viewer = ctx.viewer;
    if (!viewer) {
      void fail(reply, 403, ERRORS.invalidCredentials);
      return undefined;
    }
    const ok = role === 'admin' ? viewer.isAdmin : viewer.isAdmin || viewer.isModerator;
    if (!ok) {
      void fail(reply, 403, role === 'admin' ? ADMIN_ERRORS.notAdmin : ADMIN_ERRORS.notPrivileged);
      return undefined;
    }
    return ctx;
  };

  const renderReport = (ctx: RenderContext, report: ReportRecord) => {
    const account = store.accounts.get(report.targetId);
    const actor = store.accounts.get(report.reporterId);
    return {
      id: report.id,
      state: report.state,
      content: report.comment,
      created_at: isoTime(report.createdAt),
      account: account ? renderAccount(ctx, account) : null,
      actor: actor ? renderAccount(ctx, actor) : null,
      statuses: report.statusIds
        .map((id) => store.statuses.get(id))
        .filter((s): s is StatusRecord => s !== undefined)
        .map((s) => renderStatus(ctx, s)),
      notes: report.notes.map((note) => {
        const author = store.accounts.get(note.authorId);
        return {
          id: note.id,
          user_id: note.authorId,
          content: note.content,
          created_at: isoTime(note.createdAt),
          user: author ? renderAccount(ctx, author) : null,
        };
      }),
    };
  };

  app.get(`${ADMIN}/reports`, async (request, reply) => {
    const ctx = allowed(request, reply, 'staff');
    if (!ctx) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const state = typeof query.state === 'string' && query.state !== '' ? query.state : null;
    if (state !== null && !STATES.includes(state as ReportState))
      return fail(reply, 400, `Unsupported state: ${state}`);
    const pageSize = positive(query.page_size ?? query.limit, DEFAULT_PAGE_SIZE);
    const page = positive(query.page, 1);
    const matching = rel.reports
      .filter((r) => state === null || r.state === state)
      .sort((a, b) => b.createdAt - a.createdAt);
    return {
      total: matching.length,
      reports: matching
        .slice((page - 1) * pageSize, page * pageSize)
        .map((r) => renderReport(ctx, r)),
    };
  });

  app.get<{ Params: { id: string } }>(`${ADMIN}/reports/:id`, async (request, reply) => {
    const ctx = allowed(request, reply, 'staff');
    if (!ctx) return reply;
    const report = rel.reports.find((r) => r.id === request.params.id);
    if (!report) return fail(reply, 404, ERRORS.notFound);
    return renderReport(ctx, report);
  });

  // Akkoma answers 204 when every change applied, else 400 with one error per failed id.
  app.patch(`${ADMIN}/reports`, async (request, reply) => {
    if (!allowed(request, reply, 'staff')) return reply;
    const changes = bodyOf(request).reports;
    if (!Array.isArray(changes)) return fail(reply, 400, 'Missing field: reports.');
    const errors: { id: unknown; error: string }[] = [];
    for (const change of changes as Record<string, unknown>[]) {
      const id = change?.id;
      const state = change?.state;
      // Akkoma casts the id as a string; a number is refused (document 3 §5: ids go as strings).
      const report = typeof id === 'string' ? rel.reports.find((r) => r.id === id) : undefined;
      if (!report) errors.push({ id, error: 'not_found' });
      else if (!STATES.includes(state as ReportState))
        errors.push({ id, error: `Unsupported state: ${String(state)}` });
      else report.state = state as ReportState;
    }
    if (errors.length > 0) return reply.code(400).send(errors);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(`${ADMIN}/reports/:id/notes`, async (request, reply) => {
    const ctx = allowed(request, reply, 'staff');
    if (!ctx?.viewer) return reply;
    const report = rel.reports.find((r) => r.id === request.params.id);
    if (!report) return fail(reply, 404, ERRORS.notFound);
    const content = bodyOf(request).content;
    if (typeof content !== 'string' || content.trim() === '')
      return fail(reply, 400, "content can't be blank");
    report.notes.push({
      id: store.ids.next(Date.now()),
      authorId: ctx.viewer.id,
      content,
      createdAt: Date.now(),
    });
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string; noteId: string } }>(
    `${ADMIN}/reports/:id/notes/:noteId`,
    async (request, reply) => {
      if (!allowed(request, reply, 'staff')) return reply;
      const report = rel.reports.find((r) => r.id === request.params.id);
      const before = report?.notes.length ?? 0;
      if (report) report.notes = report.notes.filter((n) => n.id !== request.params.noteId);
      if (!report || report.notes.length === before) return fail(reply, 404, ERRORS.notFound);
      return reply.code(204).send();
    },
  );

  /** The named accounts, or a 404 naming the first unknown one. */
  const accountsNamed = (nicknames: string[], reply: FastifyReply) => {
    const found: AccountRecord[] = [];
    for (const nickname of nicknames) {
      const account = store.accountByAcct(nickname);
      if (!account) {
        void fail(reply, 404, ERRORS.notFound);
        return undefined;
      }
      found.push(account);
    }
    if (found.length === 0) void fail(reply, 400, 'Missing field: nicknames.');
    return found.length > 0 ? found : undefined;
  };

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: `${ADMIN}/users/tag`,
      handler: async (request, reply) => {
        if (!allowed(request, reply, 'admin')) return reply;
        const body = bodyOf(request);
        const query = (request.query ?? {}) as Record<string, unknown>;
        const accounts = accountsNamed(strings(body.nicknames ?? query.nicknames), reply);
        if (!accounts) return reply;
        const tags = strings(body.tags ?? query.tags);
        for (const account of accounts) {
          account.tags =
            method === 'PUT'
              ? [...new Set([...account.tags, ...tags])]
              : account.tags.filter((t) => !tags.includes(t));
        }
        return reply.code(204).send();
      },
    });
  }

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { nickname: string; group: string } }>({
      method,
      url: `${ADMIN}/users/:nickname/permission_group/:group`,
      handler: async (request, reply) => {
        const ctx = allowed(request, reply, 'admin');
        if (!ctx?.viewer) return reply;
        const { nickname, group } = request.params;
        if (group !== 'admin' && group !== 'moderator')
          return fail(reply, 400, 'Unsupported permission group');
        const account = store.accountByAcct(nickname);
        if (!account) return fail(reply, 404, ERRORS.notFound);
        const on = method === 'POST';
        if (!on && group === 'admin' && account.id === ctx.viewer.id)
          return fail(reply, 403, "You can't revoke your own admin status.");
        if (group === 'admin') account.isAdmin = on;
        else account.isModerator = on;
        return group === 'admin' ? { is_admin: on } : { is_moderator: on };
      },
    });
  }

  for (const action of ['activate', 'deactivate'] as const) {
    app.patch(`${ADMIN}/users/${action}`, async (request, reply) => {
      const ctx = allowed(request, reply, 'admin');
      if (!ctx) return reply;
      const accounts = accountsNamed(strings(bodyOf(request).nicknames), reply);
      if (!accounts) return reply;
      for (const account of accounts) account.deactivated = action === 'deactivate';
      return { users: accounts.map((a) => renderAdminUser(ctx, a)) };
    });
  }

  // Deleting an account deactivates it and removes its posts (Akkoma does it in a job).
  app.delete(`${ADMIN}/users`, async (request, reply) => {
    const ctx = allowed(request, reply, 'admin');
    if (!ctx?.viewer) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = bodyOf(request);
    const nicknames = [...strings(query.nickname), ...strings(query.nicknames ?? body.nicknames)];
    const accounts = accountsNamed(nicknames, reply);
    if (!accounts) return reply;
    for (const account of accounts) {
      account.deactivated = true;
      for (const status of store.newestFirst()) {
        if (status.accountId !== account.id) continue;
        store.removeStatus(status.id);
        shared.hub.publishDelete(status.id);
      }
    }
    return accounts.map(acctOf);
  });
};
