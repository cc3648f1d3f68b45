import type { Status, User } from './entities';
import type { ApiClient } from './http';
import { asId, asInteger, asString, isRecord, mapSkipping } from './normalise/read';
import { tryNormaliseStatus } from './normalise/status';
import { tryNormaliseUser } from './normalise/user';
import type { CallOptions } from './timelines';

/** Document 3 §3: a report note carries its author. */
export interface ReportNote {
  id: string;
  content: string;
  user: User | null;
  created_at: string;
}

/** Document 3 §3, Report: account, actor, statuses, notes, state, content, created_at, id. */
export interface Report {
  id: string;
  state: string;
  account: User | null;
  actor: User | null;
  statuses: Status[];
  notes: ReportNote[];
  content: string;
  created_at: string;
}

export interface ReportPage {
  total: number;
  reports: Report[];
}

export type PermissionGroup = 'admin' | 'moderator';

export function normaliseReportNote(wire: unknown): ReportNote | null {
  if (!isRecord(wire)) return null;
  const id = asId(wire['id']);
  if (!id) return null;
  return {
    id,
    content: asString(wire['content']),
    user: tryNormaliseUser(wire['user']),
    created_at: asString(wire['created_at']),
  };
}

export function normaliseReport(wire: unknown): Report | null {
  if (!isRecord(wire)) return null;
  const id = asId(wire['id']);
  if (!id) return null;
  return {
    id,
    state: asString(wire['state']),
    account: tryNormaliseUser(wire['account']),
    actor: tryNormaliseUser(wire['actor']),
    statuses: mapSkipping(wire['statuses'], tryNormaliseStatus),
    notes: mapSkipping(wire['notes'], normaliseReportNote),
    content: asString(wire['content']),
    created_at: asString(wire['created_at']),
  };
}

export function normaliseReportPage(wire: unknown): ReportPage {
  const record = isRecord(wire) ? wire : {};
  const reports = mapSkipping(record['reports'], normaliseReport);
  return { total: asInteger(record['total'], reports.length), reports };
}

const ADMIN = '/api/v1/pleroma/admin';
const nick = (nickname: string) => encodeURIComponent(nickname);

export interface ReportQuery {
  state?: string;
  page?: number;
  pageSize?: number;
}

export async function fetchReports(
  client: ApiClient,
  query: ReportQuery = {},
  options: CallOptions = {},
): Promise<ReportPage> {
  return normaliseReportPage(
    await client.get(`${ADMIN}/reports`, {
      query: { state: query.state, page: query.page, page_size: query.pageSize },
      signal: options.signal,
    }),
  );
}

/** Ids go out as strings (document 2 §2), whatever type the server sent. */
export async function setReportState(client: ApiClient, id: string, state: string): Promise<void> {
  await client.patch(`${ADMIN}/reports`, { body: { reports: [{ id: String(id), state }] } });
}

export async function addReportNote(client: ApiClient, id: string, content: string): Promise<void> {
  await client.post(`${ADMIN}/reports/${encodeURIComponent(id)}/notes`, { body: { content } });
}

export async function deleteReportNote(
  client: ApiClient,
  id: string,
  noteId: string,
): Promise<void> {
  await client.del(
    `${ADMIN}/reports/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`,
  );
}

export async function tagUser(client: ApiClient, nickname: string, tag: string): Promise<void> {
  await client.put(`${ADMIN}/users/tag`, { body: { nicknames: [nickname], tags: [tag] } });
}

export async function untagUser(client: ApiClient, nickname: string, tag: string): Promise<void> {
  await client.del(`${ADMIN}/users/tag`, { body: { nicknames: [nickname], tags: [tag] } });
}

export async function grantPermissionGroup(
  client: ApiClient,
  nickname: string,
  right: PermissionGroup,
): Promise<void> {
  await client.post(`${ADMIN}/users/${nick(nickname)}/permission_group/${right}`);
}

export async function revokePermissionGroup(
  client: ApiClient,
  nickname: string,
  right: PermissionGroup,
): Promise<void> {
  await client.del(`${ADMIN}/users/${nick(nickname)}/permission_group/${right}`);
}

/** Activate or deactivate; the reply lists the changed users. */
export async function setUserActivation(
  client: ApiClient,
  nickname: string,
  active: boolean,
): Promise<User[]> {
  const reply = await client.patch(`${ADMIN}/users/${active ? 'activate' : 'deactivate'}`, {
    body: { nicknames: [nickname] },
  });
  return mapSkipping(isRecord(reply) ? reply['users'] : null, tryNormaliseUser);
}

export async function deleteUser(client: ApiClient, nickname: string): Promise<void> {
  await client.del(`${ADMIN}/users`, { query: { nickname } });
}
