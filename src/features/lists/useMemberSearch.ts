import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { search } from '../../api';
import { api } from '../../core/client';
import { MEMBER_SEARCH_DEBOUNCE_MS } from './listRules';

/** People the viewer follows matching the text, asked for 2000 ms after typing stops. */
export function useMemberSearch(text: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), MEMBER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['list-member-search', query],
    enabled: query !== '',
    queryFn: ({ signal }) =>
      search(
        api,
        { q: query, type: 'accounts', resolve: true, following: true, limit: 20 },
        { signal },
      ),
    select: (results) => results.accounts,
  });
}
