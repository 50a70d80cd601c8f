import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSignedInPage } from '../auth/session';
import { useTranslation } from '../i18n/useTranslation';
import { useRouteHandles } from './AppRoutes';
import { searchWithKeptBenchmark } from './keepBenchmarkId';
import { applyRouteTitle } from './pageTitle';

/** Page title from the deepest route that has one; screens may set a more specific one. */
export function RouteTitle() {
  const { t } = useTranslation();
  const handles = useRouteHandles();
  const key = handles.findLast((handle) => handle.title)?.title;
  const title = key ? t(key) : null;
  const loginRequired = handles.some((handle) => handle.loginRequired);
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
