import type { Page } from 'playwright-core';

/** Calls the API as the page's signed-in user (for setting up what a journey needs). */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
  if (result.status >= 400)
    throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json.data as T;
}
