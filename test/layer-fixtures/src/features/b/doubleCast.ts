interface Store {
  name: string;
}

export const doubleCast = (value: object): Store => value as unknown as Store;
