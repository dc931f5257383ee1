/**
 * Re-reads a value until the assertion passes or the time is up, then fails with the last
 * assertion error. For UI state that settles after a render, not a fixed sleep.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  assert: (value: T) => void,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assert(await read());
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
