// PROTOTYPE: the app's bundle evaluates only after the early paint's frame (or 1.5 s).
const holder = globalThis as unknown as Record<string, unknown>;
function earlyScriptRan(): Promise<void> {
  if ('__petrelEarlyAnswers' in holder) return Promise.resolve();
  const script = document.querySelector('script[data-petrel-early]');
  if (!script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
  });
}
await Promise.race([
  earlyScriptRan().then(() => holder.__petrelEarlyPaint),
  new Promise((r) => setTimeout(r, 1500)),
]);
export {};
