export interface RowBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The status the reader is at (docs/decisions.md, "Reading position"): the first row, from the
 * top, whose top edge is at or below the reading line (the bottom of the sticky top bar), so
 * it is the top-most status shown whole. A row taller than the view that covers the line
 * counts when nothing starts below the line. Rows come in list order.
 */
export function topMostRead(rows: readonly RowBox[], line: number): string | null {
  // Sub-pixel layout: a row scrolled exactly to the line may sit a fraction above it.
  const slack = 1;
  let covering: string | null = null;
  for (const row of rows) {
    if (row.top >= line - slack) return row.id;
    if (row.bottom > line) covering = row.id;
  }
  return covering;
}
