export interface Thing {
  id: string;
}

export const fetchThing = (id: string): Promise<Thing> => Promise.resolve({ id });
