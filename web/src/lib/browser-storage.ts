/**
 * localStorage that never throws: private modes, full quotas and disabled storage only lose
 * what would have been remembered, they do not break the page.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the value is gone or storage is unavailable.
  }
}
