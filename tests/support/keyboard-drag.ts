import type { Page } from 'playwright-core';

/**
 * Resolves once dnd-kit's keyboard sensor, activated by the Space just pressed, listens for the
 * arrow keys. The sensor adds its keydown listener from a zero-delay timer queued when the drag
 * starts and reads the droppables measured after the drag's first render; timers run in the
 * order they were queued, so a zero-delay timer queued now (after an animation frame, so that
 * render has been committed and measured) fires after the sensor's. An arrow pressed before
 * this can arrive while nothing listens and move nothing.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))',
  );
}
