/**
 * Registration failures as sentences (document 1 §8: 'Field name message.'). Akkoma sends
 * `{"error": "<JSON of field -> messages>"}`, sometimes the object itself, or plain text;
 * Mastodon sends `details` with `{error, description}` items. `ap_id` is the username.
 */
function fieldsOf(body: unknown): Record<string, unknown> | string | null {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' ? body : null;
  const record = body as Record<string, unknown>;
  if (typeof record['details'] === 'object' && record['details'] !== null) {
    return record['details'] as Record<string, unknown>;
  }
  const error = record['error'];
  if (typeof error === 'object' && error !== null) return error as Record<string, unknown>;
  if (typeof error === 'string') {
    try {
      const parsed: unknown = JSON.parse(error);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // Not JSON: the error is a sentence of its own.
    }
    return error;
  }
  return null;
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      const text = record['description'] ?? record['error'];
      return typeof text === 'string' ? [text] : [];
    }
    return [];
  });
}

function fieldName(key: string): string {
  const words = (key === 'ap_id' ? 'username' : key).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function registrationErrorMessages(body: unknown): string[] {
  const fields = fieldsOf(body);
  if (fields === null) return [];
  if (typeof fields === 'string') return [fields];
  return Object.entries(fields).flatMap(([key, value]) =>
    messagesOf(value).map((message) => `${fieldName(key)} ${message}.`),
  );
}
