import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from '../src/ui/router';
import { TimelineItem } from '../src/features/timeline/TimelineItem';

/** `rows` timeline rows (statuses "1" to `rows`, already in `client`) in a home feed. */
export function renderTimelineRows(client: QueryClient, rows: number) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <div role="feed" aria-label="Home">
          {Array.from({ length: rows }, (_, i) => String(i + 1)).map((id, i) => (
            <div key={id} data-row={id}>
              <TimelineItem id={id} timeline="friends" position={i + 1} setSize={-1} />
            </div>
          ))}
        </div>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
