import type { PostSpec } from './spec.js';

/**
 * The harbour bot's daily tide posts: one each morning for the last month. The times come
 * from a simple moon-paced model, so each day differs the way real tables do.
 */

function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function tidePosts(days: number, now: number): PostSpec[] {
  const posts: PostSpec[] = [];
  for (let day = 0; day < days; day += 1) {
    // Tides run about 50 minutes later each day; the range swells and shrinks fortnightly.
    const firstHigh = 180 + ((day * 50) % 745);
    const range = 3.2 + 1.1 * Math.cos((day / 14.8) * 2 * Math.PI);
    const high1 = clock(firstHigh);
    const low1 = clock(firstHigh + 372);
    const high2 = clock(firstHigh + 745);
    const low2 = clock(firstHigh + 1117);
    const minutesAgo = day * 1440 + 60 * 2 + (day % 3) * 7;
    const weekday = DAYS[new Date(now - minutesAgo * 60000).getUTCDay()] ?? 'Today';
    const spring = range > 4 ? ' Spring tides: mind the slipway.' : '';
    posts.push({
      author: 'harbourbot',
      minutesAgo,
      visibility: day % 5 === 4 ? 'unlisted' : 'public',
      text: `Tides for ${weekday}, old harbour:\nHigh ${high1} (${(1.6 + range).toFixed(1)} m), low ${low1} (${(1.8 - range / 3).toFixed(1)} m)\nHigh ${high2} (${(1.5 + range).toFixed(1)} m), low ${low2} (${(1.9 - range / 3).toFixed(1)} m)${spring} #tides`,
    });
  }
  return posts;
}
