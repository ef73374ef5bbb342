// Test helper: renders app UI inside the real providers with a fresh query cache and a memory router.
import { type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '../../server/contract/index.ts';
import { AppProviders } from '../App.tsx';
import { createQueryClient } from '../api/queryClient.ts';
import { setCurrentUser } from '../features/auth/queries.ts';

function LocationProbe() {
  const loc = useLocation();
  return (
    <div data-testid="location">
      {loc.pathname}
      {loc.search}
    </div>
  );
}

export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    route = path.split('?')[0],
    routes = [],
    user,
    client = createQueryClient(),
  }: {
    path?: string;
    /** The pattern `ui` is mounted at, e.g. '/jobs/:slug'; the path itself by default. */
    route?: string;
    routes?: { path: string; element: ReactElement }[];
    user?: User | null;
    client?: QueryClient;
  } = {},
) {
  if (user !== undefined) setCurrentUser(client, user);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders client={client}>
        <Routes>
          <Route path={route} element={ui} />
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, client };
}

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    role: 'candidate',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isActive: true,
    language: 'en',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}
