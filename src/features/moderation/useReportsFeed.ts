import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Report } from '../../api/admin';
import type { NumberedFeed } from '../../core/feed/numberedFeed';
import { heldReportsFeed, reportKey, reportsFeed, subscribeReplaced } from './reportsFeed';
import type { ReportFilter } from './reportRules';

/** The reports feed for a view, following it when an account change replaces it. */
export function useReportsFeed(): NumberedFeed<ReportFilter> {
  const queryClient = useQueryClient();
  const held = useSyncExternalStore(subscribeReplaced, heldReportsFeed, heldReportsFeed);
  return held?.belongsTo(queryClient) ? held : reportsFeed(queryClient);
}

/** One listed report from the query cache, where the feed put it and holds it; never fetched. */
export function useReport(id: string): Report | undefined {
  return useQuery<Report>({ queryKey: reportKey(id), enabled: false }).data;
}
