interface Wire {
  id: string;
}

// Wire handling may.
export const wire = (value: object): Wire => value as unknown as Wire;
