import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { setSignedInPage } from '../auth/session';
import { useTranslation } from '../i18n/useTranslation';
import { searchWithKeptBenchmark } from './keepBenchmarkId';
import { applyRouteTitle } from './pageTitle';

export type RouteHandle = { title?: string; loginRequired?: boolean; permissions?: string[] };

/** Page title from the deepest route that has one; screens may set a more specific one. */
export function RouteTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titled = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title);
  const key = (titled?.handle as RouteHandle | undefined)?.title;
  const title = key ? t(key) : null;
  const loginRequired = matches.some((match) => (match.handle as RouteHandle | undefined)?.loginRequired);
  useEffect(() => setSignedInPage(loginRequired), [loginRequired]);
  useEffect(() => {
    applyRouteTitle(title);
  }, [title]);
  return null;
}

export function KeepBenchmarkId() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(location);
  useEffect(() => {
    const search = searchWithKeptBenchmark(previous.current, location);
    previous.current = search === null ? location : { ...location, search };
    if (search !== null)
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location, navigate]);
  return null;
}
