import { FIRST_VIEW_ID } from './first-view-handoff';

/** The longest React's page stays hidden behind the first view, whatever it shows by then. */
const REVEAL_AFTER_MS = 4000;

/**
 * Ready when its main content is in: a product card whose image has loaded (the first view's
 * image was the same file, so this is the browser's cache), or no loading state left (an
 * error, an empty list). Until then the first view stays: swapping it for React's skeleton would
 * blank what the visitor already sees.
 */
function pageReady(container: HTMLElement): boolean {
  const main = container.querySelector('main');
  if (!main) return false;
  const image = main.querySelector<HTMLImageElement>('[data-testid="product-card"] img');
  if (image) return image.complete;
  return main.childElementCount > 0 && !main.querySelector('[role="status"]');
}

/**
 * The inline script painted the home page's first view beside a hidden #root: once React's page
 * has its content, swap them in one frame. Every element of the new view is new, so nothing
 * counts as a layout shift, and its first card's image, no larger than the first view's, is not
 * a later largest paint.
 */
export function revealWhenReady(container: HTMLElement): void {
  const firstView = document.getElementById(FIRST_VIEW_ID);
  if (!firstView) return;
  const started = performance.now();
  const check = () => {
    if (pageReady(container) || performance.now() - started > REVEAL_AFTER_MS) {
      const typed = firstView.querySelector<HTMLInputElement>('input[type="search"]');
      const focused = typed !== null && document.activeElement === typed;
      firstView.remove();
      container.hidden = false;
      if (typed) carrySearch(container, typed.value, focused);
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}

/**
 * What the visitor typed into the first view's search field before React took over goes on in
 * React's field: set as typing sets it (React hears the input event), the focus kept.
 */
function carrySearch(container: HTMLElement, value: string, focused: boolean): void {
  const field = container.querySelector<HTMLInputElement>('input[type="search"]');
  if (!field) return;
  if (value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) field.focus();
}
