/**
 * Runs `run` well after the next frame (`delayMs` after it), so what is on screen paints before a
 * download it starts; answers a function that cancels it.
 */
export function afterPaint(run: () => void, delayMs = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
