import { setUpTestStack } from './global-setup';

/** The browser suite's setup: the shared test stack plus the Vite server its pages load from. */
export default function browserGlobalSetup(): Promise<void> {
  return setUpTestStack({ web: true });
}
