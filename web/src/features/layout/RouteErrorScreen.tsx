import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** The router's errorElement: render, loader and lazy-import errors inside the app shell. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen />;
}
