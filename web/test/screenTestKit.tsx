import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser } from '../auth/userTypes';
import { renderScreen } from './renderScreen';

/** Test helpers for screens: a fetch stub keyed by 'METHOD path', and a render that shows where the screen navigated. */

export type Reply = { status: number; body?: unknown };
export type ApiCall = { method: string; path: string; body: unknown };

export const ok = (data: unknown): Reply => ({ status: 200, body: { status: 200, data } });

export const failure = (status: number, error: string, message: string, errors?: string[]): Reply => ({
  status,
  body: { status, error, message, ...(errors ? { errors } : {}) },
});

export const signedInUser: CurrentUser = {
  id: 7,
  user_id: 3,
  type: 'teacher',
  name: 'Anna',
  surname: 'Bērziņa',
  username: 'anna@example.com',
  email: 'anna@example.com',
  language: null,
  extra_data: {},
  organization: null,
  school: null,
  permissions: {},
  teacher_access_to_results: false,
  has_accepted_terms: 1,
  became: null,
};

/** Stubs fetch; each 'METHOD path' (path without the /api/ prefix) answers its reply, or its replies in turn. */
export function stubApi(replies: Record<string, Reply | Reply[]>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const entry = replies[`${method} ${path}`];
    const reply = Array.isArray(entry) ? entry.shift() : entry;
    const answer = reply ?? failure(404, 'not_found', `No stub for ${method} ${path}`);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** Chooses `date` (yyyy-mm-dd) in the DateField labelled `label`: its day, month and year lists. */
export function chooseDate(label: string, date: string): void {
  const [year, month, day] = date.split('-').map(Number);
  const parts = [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const;
  for (const [part, value] of parts)
    fireEvent.change(screen.getByRole('combobox', { name: `${label}: ${part}` }), {
      target: { value: String(value) },
    });
}

/** A form field's label, whole: 'Password' finds the password field, not 'Repeat the password'. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a screen at its route; the path the app is at afterwards shows in the 'location' test id. */
export function renderAt(screen: ReactElement, path: string, url: string = path) {
  return renderScreen(
    <>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path: '*', url },
  );
}
