/**
 * What GoToSocial 0.19 refuses in PATCH /api/v1/accounts/update_credentials (issue 25):
 * profile fields as a JSON array (it reads an object keyed "0", "1", ... or the form keys
 * `fields_attributes[0][name]`), and the Pleroma family's own account options.
 */
export const PLEROMA_ACCOUNT_OPTIONS: readonly string[] = [
  'hide_followers',
  'hide_follows',
  'hide_followers_count',
  'hide_follows_count',
  'hide_favorites',
  'skip_thread_containment',
  'allow_following_move',
  'no_rich_text',
  'accepts_chat_messages',
  'show_role',
  'default_scope',
  'actor_type',
  'also_known_as',
  'permit_followback',
  'show_birthday',
  'birthday',
  'accepts_email_list',
  'pleroma_settings_store',
  'pleroma_background_image',
];

/** The 400's message for a profile update GoToSocial refuses, or null when it accepts it. */
export function gotosocialProfileRefusal(fields: Record<string, unknown>): string | null {
  if (Array.isArray(fields.fields_attributes))
    return 'Bad Request: fields_attributes must be an object keyed by index ("0", "1", ...), not an array';
  const unknown = PLEROMA_ACCOUNT_OPTIONS.find((key) => key in fields);
  return unknown ? `Bad Request: unknown field ${unknown}` : null;
}
