import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import type { DeferredMenuProps } from './DeferredMenu';
import type { HeaderLink } from './headerLinks';
import classes from './SiteHeader.module.css';

export type MoreMenuProps = { links: HeaderLink[]; activeTo: string | null };

/** The header's "More" dropdown: the entries that do not fit on the line. Loaded after the page shows. */
export default function MoreMenu({
  links,
  activeTo,
  target,
  openAtOnce,
  focusAtOnce,
}: MoreMenuProps & DeferredMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtOnce) trigger.current?.focus();
  }, [focusAtOnce]);
  return (
    <Menu position="bottom-end" withinPortal loop defaultOpened={openAtOnce}>
      <Menu.Target>{cloneElement(target, { ref: trigger })}</Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={link.to === activeTo ? 'page' : undefined}
            className={classes.menuItem}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
