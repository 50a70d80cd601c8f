import { Anchor, Box, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { DeferredMenu } from './DeferredMenu';
import type { HeaderLink } from './headerLinks';
import classes from './SiteHeader.module.css';
import { useFittingCount } from './useFittingCount';

type HeaderNavProps = { links: HeaderLink[]; activeTo: string | null };

const loadMoreMenu = () => import('./MoreMenu');

function MoreLabel() {
  const { t } = useTranslation();
  return (
    <>
      {t('layout.more')}
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={classes.chevron}>
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  );
}

/** The header's entries on one line from the md breakpoint up: as many as fit inline, the rest under "More". */
export function HeaderNav({ links, activeTo }: HeaderNavProps) {
  const { t } = useTranslation();
  const { containerRef, measureRef, count } = useFittingCount(links.length);
  const overflow = links.slice(count);
  const current = (link: HeaderLink) => (link.to === activeTo ? 'page' : undefined);
  return (
    <Box
      component="nav"
      ref={containerRef}
      visibleFrom="md"
      className={classes.nav}
      aria-label={t('layout.main_navigation')}
    >
      <div className={classes.measureClip} aria-hidden="true" inert>
        <div ref={measureRef} className={classes.measure}>
          {links.map((link) => (
            <span key={link.to} className={classes.link}>
              {t(link.label)}
            </span>
          ))}
          <span className={classes.link}>
            <MoreLabel />
          </span>
        </div>
      </div>
      {links.slice(0, count).map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          className={classes.link}
          aria-current={current(link)}
          underline="never"
        >
          {t(link.label)}
        </Anchor>
      ))}
      {overflow.length > 0 && (
        <DeferredMenu
          load={loadMoreMenu}
          props={{ links: overflow, activeTo }}
          target={
            <UnstyledButton
              className={classes.link}
              data-active={overflow.some((link) => link.to === activeTo) || undefined}
            >
              <MoreLabel />
            </UnstyledButton>
          }
        />
      )}
    </Box>
  );
}
