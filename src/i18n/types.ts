/** The translation function's types, apart from the runtime so formatters can name them. */
export type Resources = { [key: string]: string | Resources };
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;
