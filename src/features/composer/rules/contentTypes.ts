/**
 * The catalogue key naming a post format. Keys split on dots, so a MIME type such as
 * 'text/x.misskeymarkdown' cannot be a key as it is: every non-word character becomes '_'.
 */
export function contentTypeKey(format: string): string {
  return `post_status.content_types.${format.replace(/\W/g, '_')}`;
}
