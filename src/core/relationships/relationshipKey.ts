/**
 * The query key of the viewer's relationship with one account. Its own module so the timeline
 * (first visit) can read the shared cache without pulling in the batched look-up.
 */
export const relationshipKey = (id: string) => ['relationship', id] as const;
