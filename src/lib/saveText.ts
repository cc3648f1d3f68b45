/** Hands `text` to the browser as a download named `name`. */
export function saveText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
