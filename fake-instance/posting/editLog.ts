import type { StatusRecord } from '../store.js';

/** One earlier version of a post, as GET /statuses/:id/history lists it. */
export interface Version {
  content: string;
  spoilerText: string;
  sensitive: boolean;
  mediaIds: string[];
  at: number;
}

export function versionOf(status: StatusRecord, at: number): Version {
  return {
    content: status.content,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    mediaIds: [...status.mediaIds],
    at,
  };
}

/**
 * Earlier versions per status id. The store keeps the current version and a seeded post's
 * earlier ones; edits made while the server runs are logged here.
 */
export class EditLog {
  private readonly versions = new Map<string, Version[]>();

  record(status: StatusRecord): void {
    const list = this.versions.get(status.id) ?? [];
    list.push(versionOf(status, status.editedAt ?? status.createdAt));
    this.versions.set(status.id, list);
  }

  /** Every version, oldest first, the current one last. */
  history(status: StatusRecord): Version[] {
    const seeded = (status.earlierVersions ?? []).map((v) => ({
      ...versionOf(status, v.at),
      content: v.content,
      spoilerText: v.spoilerText,
    }));
    return [
      ...seeded,
      ...(this.versions.get(status.id) ?? []),
      versionOf(status, status.editedAt ?? status.createdAt),
    ];
  }

  clear(): void {
    this.versions.clear();
  }
}
