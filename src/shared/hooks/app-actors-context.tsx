import { createContext, useContext, type ReactNode } from 'react';
import type { AppActors } from '../machines/app-actor-refs';

const ActorsContext = createContext<AppActors | null>(null);

export function ActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useAppActors() outside <ActorsProvider>');
  return actors;
}
