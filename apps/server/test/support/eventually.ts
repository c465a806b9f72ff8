// Waits for something that happens on its own schedule (a client reconnecting after an outage), polling
// every 100 ms for up to 10 s, instead of sleeping a guessed time.
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('did not happen within 10 s');
}
