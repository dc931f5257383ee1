import { createContext, useContext } from 'react';
import type { RuntimeConfigState } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfigState | null>(null);

export function useRuntimeConfig(): RuntimeConfigState {
  const state = useContext(RuntimeConfigContext);
  if (!state) throw new Error('useRuntimeConfig must be used inside RuntimeConfigContext');
  return state;
}
