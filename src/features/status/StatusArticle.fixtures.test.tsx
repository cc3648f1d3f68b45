// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../ui/router';
import { afterEach, describe, expect, it } from 'vitest';
import { tryNormaliseStatus, type Status } from '../../api';
import { listFixtures, readFixture } from '../../api/contract/fixtures';
import { isRecord } from '../../api/normalise/read';
import { StatusArticle } from './StatusArticle';
import { storeStatus } from '../../core/statusCache';

/** Every status in a fixture: a status itself, a list, a context, or a notification's status. */
function statusesIn(json: unknown): Status[] {
  const out: Status[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value)) return;
    if ('account' in value && ('content' in value || 'reblog' in value) && 'id' in value) {
      const status = tryNormaliseStatus(value);
      if (status) out.push(status);
      return;
    }
    for (const key of ['ancestors', 'descendants', 'status']) if (key in value) visit(value[key]);
  };
  visit(json);
  return out;
}

const files = listFixtures('soapbox-fixtures').filter((f) => f.endsWith('.json'));
const cases = files.flatMap((file) =>
  statusesIn(readFixture(file)).map((status, i) => ({ file, i, status })),
);

afterEach(cleanup);

describe('every real status renders', () => {
  it('finds the fixtures', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [`${c.file} #${c.i}`, c.status] as const))('%s', (_name, status) => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, enabled: false } },
    });
    storeStatus(queryClient, status);
    for (const focused of [false, true]) {
      const view = render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <StatusArticle id={status.id} inConversation={focused} focused={focused} showPinned />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const article = screen.getByRole('article');
      expect(article.getAttribute('aria-label')).toBeTruthy();
      expect(article.textContent?.length).toBeGreaterThan(0);
      view.unmount();
    }
  });
});
