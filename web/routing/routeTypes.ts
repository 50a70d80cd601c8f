import type { ComponentType } from 'react';

/** What a route carries for the page around it: title key, login flag, permissions. */
export type RouteHandle = { title?: string; loginRequired?: boolean; permissions?: string[] };

export type ScreenLoader = () => Promise<ComponentType>;

/** One row of the route table (spec §2). */
export type AppRoute = {
  path: string;
  /** Translation key of the page title; the brand suffix is added. */
  title?: string;
  screen?: ScreenLoader;
  /** Paths that open the same screen. */
  aliases?: string[];
  /** Where this path sends the browser instead; `:params` are carried over. */
  redirect?: string;
  loginRequired?: boolean;
  /** The user needs at least one of these (spec §5 permission guard). */
  permissions?: string[];
  children?: AppRoute[];
};
