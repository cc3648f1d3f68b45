export class ApiError extends Error {}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
