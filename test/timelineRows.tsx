import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from '../src/ui/router';
import { TimelineItem } from '../src/features/timeline/TimelineItem';
import { useKeepInTimeline } from '../src/features/timeline/useKeepInTimeline';

/** The rows with the home timeline's filter rule, read once as `TimelinePanelBody` does. */
function HomeRows({ rows }: { rows: number }) {
  const keep = useKeepInTimeline('friends');
  return (
    <div role="feed" aria-label="Home">
      {Array.from({ length: rows }, (_, i) => String(i + 1)).map((id, i) => (
        <div key={id} data-row={id}>
          <TimelineItem id={id} timeline="friends" position={i + 1} setSize={-1} keep={keep} />
        </div>
      ))}
    </div>
  );
}

/** `rows` timeline rows (statuses "1" to `rows`, already in `client`) in a home feed. */
export function renderTimelineRows(client: QueryClient, rows: number) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeRows rows={rows} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
